/** News' wire contract (docs/api/news.md): lists, articles, hot news and the console's editor calls. */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { bodyId, bodyInt, queryId, queryInt, text } from '../wire.ts';
import {
  NEWS_BODY_HTML_MAX,
  NEWS_CATEGORIES,
  NEWS_LINKS_MAX,
  NEWS_STATUSES,
  NEWS_SUMMARY_MAX,
  NEWS_TAG_MAX,
  NEWS_TAGS_MAX,
  NEWS_TITLE_MAX,
} from './model.ts';

export const newsCardSchema = z.object({
  id: z.number().int(),
  storyId: z.number().int(),
  language: z.string(),
  gameId: z.number().int().nullable(),
  /** The game's URL slug (`lol`), or `all` for general news. */
  game: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  /** ISO 8601, UTC. */
  publishedAt: z.string(),
  views: z.number().int(),
  comments: z.number().int(),
  demo: z.boolean(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

export const newsPageSchema = z.object({
  list: z.array(newsCardSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

const linkSchema = z.object({ kind: z.enum(['team', 'league', 'match']), id: z.number().int() });

export const newsArticleSchema = newsCardSchema.extend({
  /** Sanitised HTML. */
  body: z.string(),
  tags: z.array(z.string()),
  author: z.object({ uid: z.number().int(), name: z.string().nullable() }).nullable(),
  updatedAt: z.string(),
  links: z.array(linkSchema),
  /** The linked teams, leagues and matches with what their links show. */
  related: z.object({
    teams: z.array(
      z.object({ id: z.number().int(), name: z.string(), names: z.record(z.string(), z.string()) }),
    ),
    leagues: z.array(
      z.object({ id: z.number().int(), name: z.string(), names: z.record(z.string(), z.string()) }),
    ),
    matches: z.array(
      z.object({
        id: z.number().int(),
        game: z.string(),
        startTime: z.string(),
        home: z.string().nullable(),
        away: z.string().nullable(),
      }),
    ),
  }),
  /** The other languages of the same story: real translations only (hreflang). */
  translations: z.array(z.object({ id: z.number().int(), language: z.string() })),
  /** The neighbours in the list of its game and language, by publishing time. */
  previous: z.object({ id: z.number().int(), title: z.string(), game: z.string() }).nullable(),
  next: z.object({ id: z.number().int(), title: z.string(), game: z.string() }).nullable(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListQuerySchema = z.object({
  /** A game slug, or `all`. */
  game: text(40).default('all'),
  category: z.enum(NEWS_CATEGORIES).optional(),
  page: queryInt(1, 500).default(1),
});

export const hotNewsQuerySchema = z.object({
  game: text(40).default('all'),
  period: z.enum(['day', 'week']).default('day'),
});

// The console ---------------------------------------------------------------------------------

export const editorNewsQuerySchema = z.object({
  status: z.enum(NEWS_STATUSES).optional(),
  language: z.enum(LANGUAGE_CODES).optional(),
  q: text(100).default(''),
  page: queryInt(1, 10_000).default(1),
  size: queryInt(1, 200).default(50),
});

export const editorNewsRowSchema = newsCardSchema.extend({
  status: z.enum(NEWS_STATUSES),
  publishAt: z.string().nullable(),
  updatedAt: z.string(),
  author: z.string().nullable(),
});
export type EditorNewsRow = z.infer<typeof editorNewsRowSchema>;

export const editorArticleSchema = editorNewsRowSchema.extend({
  body: z.string(),
  tags: z.array(z.string()),
  links: z.array(linkSchema),
  translations: z.array(
    z.object({ id: z.number().int(), language: z.string(), status: z.enum(NEWS_STATUSES) }),
  ),
});
export type EditorArticle = z.infer<typeof editorArticleSchema>;

export const saveNewsBodySchema = z.object({
  /** Absent: a new article. */
  id: bodyId().optional(),
  /** A new article that translates this story (its first article's id). */
  translationOf: bodyId().optional(),
  language: z.enum(LANGUAGE_CODES),
  gameId: bodyInt(1).nullable(),
  category: z.enum(NEWS_CATEGORIES),
  title: text(NEWS_TITLE_MAX).trim().min(1),
  summary: text(NEWS_SUMMARY_MAX).trim().default(''),
  /** The editor's HTML: sanitised on the server before it is stored. */
  body: z.string().max(NEWS_BODY_HTML_MAX),
  /** A path the image upload answered, or null. */
  cover: text(200).nullable().default(null),
  tags: z.array(text(NEWS_TAG_MAX).trim().min(1)).max(NEWS_TAGS_MAX).default([]),
  links: z
    .array(z.object({ kind: z.enum(['team', 'league', 'match']), id: bodyId() }))
    .max(NEWS_LINKS_MAX)
    .default([]),
  /** The version the editor loaded (`updatedAt`); a newer save in between refuses this one. */
  updatedAt: z.string().optional(),
});
export type SaveNews = z.infer<typeof saveNewsBodySchema>;

export const publishNewsBodySchema = z.object({
  id: bodyId(),
  /** publish now, schedule at `publishAt`, unpublish, or back to draft. */
  action: z.enum(['publish', 'schedule', 'unpublish', 'draft']),
  /** ISO 8601 with a zone (the console sends UTC); required to schedule, in the future. */
  publishAt: text(40)
    .refine((v) => /T\d\d:\d\d/.test(v) && /(Z|[+-]\d\d:?\d\d)$/i.test(v) && !Number.isNaN(Date.parse(v)), {
      message: 'must be a date and time with its zone',
    })
    .optional(),
});

export const newsIdQuerySchema = z.object({ id: queryId() });

/** A reader's view of an article, sent by its page once it runs in the browser. */
export const newsViewBodySchema = z.object({ id: bodyId() });
/** Whether the view counted (a refused one is not an error: domains/hot/views.ts). */
export const viewResultSchema = z.object({ counted: z.boolean() });
