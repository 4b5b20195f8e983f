/** News (issue 15; spec sections 1, 2 and 7): categories, states and limits both sides use. */

/** An article's category (the list page's tabs; the spec's `{game}/{type}/{pageIndex}` type). */
export const NEWS_CATEGORIES = ['news', 'analysis', 'interview', 'transfer', 'preview', 'recap'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/**
 * An article's life (server/domains/news/rules.ts):
 *
 *   draft ──schedule──▶ scheduled ──(its time)──▶ published ──unpublish──▶ unpublished
 *     │                    │                          ▲                        │
 *     └──────publish───────┴────────publish───────────┘◀──────publish──────────┘
 *
 * A scheduled article whose time has come is published for every reader at once (queries treat it
 * so); the job on the database then writes the state.
 */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NEWS_TITLE_MAX = 120;
export const NEWS_SUMMARY_MAX = 300;
/** The body as stored (sanitised HTML), and its text. */
export const NEWS_BODY_HTML_MAX = 200_000;
export const NEWS_BODY_TEXT_MAX = 50_000;
export const NEWS_TAGS_MAX = 10;
export const NEWS_TAG_MAX = 30;
/** Teams, leagues and matches one article may link. */
export const NEWS_LINKS_MAX = 20;
/** Articles per list page. */
export const NEWS_PAGE_SIZE = 20;
export const NEWS_HOT_SIZE = 10;
