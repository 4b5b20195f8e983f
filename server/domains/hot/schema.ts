import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Hot lists (issue 15): views and interactions (comments, likes) per item and UTC day, for news,
 * videos and posts. The daily list reads one day, the weekly one seven; the owning domain turns the
 * ranked ids into its items.
 */
export const hotCounts = pgTable(
  'hot_counts',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    interactions: integer('interactions').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.day, t.itemId] }),
    index('hot_counts_item_idx').on(t.kind, t.itemId),
  ],
);
