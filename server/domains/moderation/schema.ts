import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Banned words (issue 15), kept by editors in the console per language (`*`: every language) and used
 * by comments, posts, names and chat: `mask` replaces the word with asterisks, `refuse` refuses the text.
 */
export const bannedWords = pgTable(
  'banned_words',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull().default('*'),
    /** As typed; matched after the normaliser (NFKC, width, case, spaces and punctuation). */
    word: text('word').notNull(),
    action: text('action').notNull().default('mask'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('banned_words_action', sql`${t.action} in ('mask', 'refuse')`),
    uniqueIndex('banned_words_unique').on(t.language, sql`lower(${t.word})`),
  ],
);
