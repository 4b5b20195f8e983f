/**
 * News (issue 15): the lists, articles and hot news readers see, and the console's editor (save,
 * translations, images, publishing now or at a time). Bodies are sanitised here, before anything is
 * stored; every editor change is one transaction with its audit line.
 */
import { DomainError } from '../../../shared/errors.ts';
import type {
  EditorArticle,
  EditorNewsRow,
  NewsArticle,
  NewsCard,
  NewsPage,
  SaveNews,
} from '../../../shared/news/contract.ts';
import {
  NEWS_BODY_TEXT_MAX,
  NEWS_HOT_SIZE,
  NEWS_PAGE_SIZE,
  type NewsCategory,
  type NewsStatus,
} from '../../../shared/news/model.ts';
import type { Database, Executor } from '../../db/client.ts';
import { sanitizeRichText, textOf } from '../../media/html.ts';
import { isStoredImage, storeImage } from '../../media/images.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { bump, type ViewGate } from '../hot/index.ts';
import { seedDemoNews } from './demo.ts';
import {
  addComments,
  addViews,
  type CardRow,
  editorList,
  existingRefs,
  findArticle,
  gameExists,
  hasVisible,
  hottest,
  insertArticle,
  linkDetails,
  linksOf,
  listVisible,
  lockArticle,
  neighbours,
  publishDue,
  replaceLinks,
  sitemapEntries,
  storyLanguages,
  translationsOf,
  updateArticle,
  visibleCount,
  visibleOfStories,
} from './repository.ts';
import { cleanTags, type PublishAction, transition, visibleAt } from './rules.ts';

/** Lists in a language without any article show this language's instead (decision 023). */
export const NEWS_FALLBACK_LANGUAGE = 'en_US';

function toCard(row: CardRow): NewsCard {
  return {
    id: row.id,
    storyId: row.storyId,
    language: row.language,
    gameId: row.gameId,
    game: row.game ?? 'all',
    category: row.category as NewsCategory,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    publishedAt: (row.publishAt ?? new Date(0)).toISOString(),
    views: row.views,
    comments: row.comments,
    demo: row.demo,
  };
}

export function createNewsService(deps: {
  db: Database;
  dataDir: string;
  now?: () => Date;
  /** Which readers' views count (default: every one). */
  views?: ViewGate;
}) {
  const { db } = deps;
  const viewGate: ViewGate = deps.views ?? (async () => true);
  const now = deps.now ?? (() => new Date());

  /** The language a list shows: the viewer's, or the fallback while the viewer's has no article. */
  async function listLanguage(language: string, at: Date): Promise<string> {
    if (language === NEWS_FALLBACK_LANGUAGE || (await hasVisible(db, language, at))) return language;
    return NEWS_FALLBACK_LANGUAGE;
  }

  async function checkedBody(html: string): Promise<string> {
    const body = sanitizeRichText(html);
    if (textOf(body).length > NEWS_BODY_TEXT_MAX) {
      throw new DomainError('tooLarge', 'newsBodyTooLong', { max: NEWS_BODY_TEXT_MAX });
    }
    return body;
  }

  async function checkRefs(tx: Executor, input: SaveNews) {
    if (input.gameId !== null && !(await gameExists(tx, input.gameId))) {
      throw new DomainError('invalid', 'newsUnknownGame');
    }
    const unique = new Map(input.links.map((l) => [`${l.kind}:${l.id}`, l]));
    if ((await existingRefs(tx, [...unique.values()])) !== unique.size) {
      throw new DomainError('invalid', 'newsUnknownLink');
    }
    if (input.cover !== null && !isStoredImage(input.cover, 'news'))
      throw new DomainError('invalid', 'newsCover');
    return [...unique.values()];
  }

  async function editorView(id: number): Promise<EditorArticle> {
    const found = await findArticle(db, id);
    if (!found) throw new DomainError('notFound', 'newsNotFound');
    const { article } = found;
    const [links, translations] = await Promise.all([
      linksOf(db, id),
      translationsOf(db, article.storyId, id, null),
    ]);
    return {
      ...toCard({ ...article, game: found.game }),
      publishedAt: (article.publishAt ?? article.createdAt).toISOString(),
      status: article.status as NewsStatus,
      publishAt: article.publishAt?.toISOString() ?? null,
      updatedAt: article.updatedAt.toISOString(),
      author: found.authorName,
      body: article.body,
      tags: article.tags,
      links,
      translations: translations.map((t) => ({ ...t, status: t.status as NewsStatus })),
    };
  }

  const service = {
    /** A page of a game's (or every game's) news in the viewer's language, newest first. */
    async list(
      language: string,
      query: { gameId: number | null; category?: NewsCategory | undefined; page: number },
    ): Promise<NewsPage & { language: string }> {
      const at = now();
      const shown = await listLanguage(language, at);
      const { rows, total } = await listVisible(
        db,
        { language: shown, gameId: query.gameId, category: query.category },
        at,
        (query.page - 1) * NEWS_PAGE_SIZE,
        NEWS_PAGE_SIZE,
      );
      return { list: rows.map(toCard), page: query.page, size: NEWS_PAGE_SIZE, total, language: shown };
    },

    /** The spec's news/getHotNewsByGame: today's or this week's most read and discussed. */
    async hot(language: string, gameId: number | null, period: 'day' | 'week'): Promise<NewsCard[]> {
      const at = now();
      const shown = await listLanguage(language, at);
      const rows = await hottest(db, { language: shown, gameId }, period, at, NEWS_HOT_SIZE);
      return rows.map(toCard);
    },

    /** An article readers may see (else 404 `newsNotFound`), with its links, translations and neighbours. */
    async article(id: number): Promise<NewsArticle> {
      const at = now();
      const found = await findArticle(db, id);
      if (!found || !visibleAt(found.article.status as NewsStatus, found.article.publishAt, at)) {
        throw new DomainError('notFound', 'newsNotFound');
      }
      const { article } = found;
      const [links, translations, around] = await Promise.all([
        linksOf(db, id),
        translationsOf(db, article.storyId, id, at),
        neighbours(db, article, at),
      ]);
      const details = await linkDetails(db, links);
      return {
        ...toCard({ ...article, game: found.game }),
        body: article.body,
        tags: article.tags,
        author: article.authorUid === null ? null : { uid: article.authorUid, name: found.authorName },
        updatedAt: article.updatedAt.toISOString(),
        links,
        related: {
          teams: details.teams.map((t) => ({ id: t.id, name: t.name, names: { ...t.names } })),
          leagues: details.leagues.map((l) => ({ id: l.id, name: l.name, names: { ...l.names } })),
          matches: details.matches.map((m) => ({ ...m, startTime: m.startTime.toISOString() })),
        },
        translations: translations.map(({ id: tid, language }) => ({ id: tid, language })),
        previous: around.previous && { ...around.previous, game: around.previous.game ?? 'all' },
        next: around.next && { ...around.next, game: around.next.game ?? 'all' },
      };
    },

    /** Counts a reader's view (the article's total and today's hot list). */
    /**
     * A reader's view of a published article (the page's beacon): counted unless the gate refuses it
     * (`counted: false`); an article not published is `newsNotFound`.
     */
    async view(id: number, address: string | null): Promise<{ counted: boolean }> {
      const found = await findArticle(db, id);
      if (!found || !visibleAt(found.article.status as NewsStatus, found.article.publishAt, now())) {
        throw new DomainError('notFound', 'newsNotFound');
      }
      if (!(await viewGate('news', id, address))) return { counted: false };
      await service.countView(id);
      return { counted: true };
    },

    async countView(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await addViews(tx, id, 1);
        await bump(tx, 'news', id, { views: 1 });
      });
    },

    // The console ------------------------------------------------------------------------------

    async editorList(query: {
      status?: NewsStatus | undefined;
      language?: string | undefined;
      q: string;
      page: number;
      size: number;
    }): Promise<{ list: EditorNewsRow[]; page: number; size: number; total: number }> {
      const { rows, total } = await editorList(db, query, (query.page - 1) * query.size, query.size);
      return {
        list: rows.map((r) => ({
          ...toCard(r),
          publishedAt: (r.publishAt ?? r.updatedAt).toISOString(),
          status: r.status as NewsStatus,
          publishAt: r.publishAt?.toISOString() ?? null,
          updatedAt: r.updatedAt.toISOString(),
          author: r.author,
        })),
        page: query.page,
        size: query.size,
        total,
      };
    },

    editorArticle: editorView,

    /**
     * Creates or updates an article (a new one may translate a story: one article per language).
     * The body is sanitised, the cover must be an image uploaded here, links must name real teams,
     * leagues and matches; a save based on an older version than the stored one is refused.
     */
    async save(actor: Actor, input: SaveNews): Promise<EditorArticle> {
      const body = await checkedBody(input.body);
      const tags = cleanTags(input.tags);
      const id = await db.transaction(async (tx) => {
        const links = await checkRefs(tx, input);
        const values = {
          language: input.language,
          gameId: input.gameId,
          category: input.category,
          title: input.title,
          summary: input.summary || textOf(body).slice(0, 160),
          cover: input.cover,
          body,
          tags,
        };
        let articleId: number;
        let before: unknown = null;
        if (input.id === undefined) {
          let storyId = 0;
          if (input.translationOf !== undefined) {
            const story = await findArticle(tx, input.translationOf);
            if (!story) throw new DomainError('notFound', 'newsNotFound');
            storyId = story.article.storyId;
            const taken = await storyLanguages(tx, storyId);
            if (taken.some((t) => t.language === input.language)) {
              throw new DomainError('conflict', 'newsTranslationExists');
            }
          }
          const row = await insertArticle(tx, { ...values, storyId, authorUid: actor.uid, status: 'draft' });
          articleId = row.id;
        } else {
          const current = await lockArticle(tx, input.id);
          if (!current) throw new DomainError('notFound', 'newsNotFound');
          if (input.updatedAt !== undefined && current.updatedAt.toISOString() !== input.updatedAt) {
            throw new DomainError('conflict', 'newsChanged');
          }
          if (current.language !== input.language) {
            const taken = await storyLanguages(tx, current.storyId);
            if (taken.some((t) => t.language === input.language && t.id !== current.id)) {
              throw new DomainError('conflict', 'newsTranslationExists');
            }
          }
          before = { title: current.title, language: current.language, status: current.status };
          await updateArticle(tx, current.id, values);
          articleId = current.id;
        }
        await replaceLinks(tx, articleId, links);
        await recordAudit(tx, actor, {
          action: 'news.save',
          subjectType: 'news',
          subjectId: articleId,
          before,
          after: {
            title: values.title,
            language: values.language,
            category: values.category,
            links: links.length,
          },
        });
        return articleId;
      });
      return editorView(id);
    },

    /** Publishes now, schedules at a time (UTC), unpublishes, or takes back to draft. */
    async setStatus(
      actor: Actor,
      input: { id: number; action: PublishAction; publishAt?: string | undefined },
    ) {
      const at = input.publishAt === undefined ? undefined : new Date(input.publishAt);
      await db.transaction(async (tx) => {
        const current = await lockArticle(tx, input.id);
        if (!current) throw new DomainError('notFound', 'newsNotFound');
        const next = transition(
          { status: current.status as NewsStatus, publishAt: current.publishAt },
          input.action,
          now(),
          at,
        );
        if (next.status === 'published' && !current.title.trim())
          throw new DomainError('invalid', 'newsTransition');
        await updateArticle(tx, current.id, next);
        await recordAudit(tx, actor, {
          action: 'news.status',
          subjectType: 'news',
          subjectId: current.id,
          before: { status: current.status, publishAt: current.publishAt?.toISOString() ?? null },
          after: { status: next.status, publishAt: next.publishAt?.toISOString() ?? null },
        });
      });
      return editorView(input.id);
    },

    /** An image for a cover or the body: checked by content, stored as WebP; its public path. */
    async uploadImage(bytes: Buffer) {
      return storeImage(deps.dataDir, 'news', bytes, { maxWidth: 1600 });
    },

    /** The first start's demo stories (demo.ts), inside the seed's transaction. */
    seedDemo(tx: Executor) {
      return seedDemoNews(tx, deps.dataDir, now());
    },

    /** The scheduler's step: writes `published` on due articles (readers see them already). */
    publishDue(): Promise<number[]> {
      return publishDue(db, now());
    },

    // The sitemap ------------------------------------------------------------------------------

    sitemapCount(language: string): Promise<number> {
      return visibleCount(db, language, now());
    },

    /** A language's article paths with their real translations' paths (hreflang alternates). */
    async sitemapEntries(language: string, limit: number, offset: number) {
      const at = now();
      const rows = await sitemapEntries(db, language, at, limit, offset);
      const all = await visibleOfStories(db, [...new Set(rows.map((r) => r.storyId))], at);
      return rows.map((r) => ({
        path: `/news/${r.game ?? 'all'}/${r.id}`,
        alternates: all
          .filter((t) => t.storyId === r.storyId)
          .map((t) => ({ language: t.language, path: `/news/${t.game ?? 'all'}/${t.id}` })),
      }));
    },
  };
  return service;
}

export type NewsService = ReturnType<typeof createNewsService>;

/**
 * Comments on articles (the comments domain's target, wired by the composition root): only visible
 * articles take comments; the article's counter and today's hot interactions follow them.
 */
export function newsCommentTarget(now: () => Date = () => new Date()) {
  return {
    async open(tx: Executor, id: number): Promise<{ language: string } | null> {
      const found = await findArticle(tx, id);
      if (!found || !visibleAt(found.article.status as NewsStatus, found.article.publishAt, now()))
        return null;
      return { language: found.article.language };
    },
    async counted(tx: Executor, id: number, delta: number): Promise<void> {
      await addComments(tx, id, delta);
      if (delta > 0) await bump(tx, 'news', id, { interactions: delta });
    },
  };
}
