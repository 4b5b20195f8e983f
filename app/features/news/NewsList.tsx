/**
 * `/news/{game}`: a game's news (every game's for `all`), by category, newest first, 20 a page, with
 * the hot news beside. Rows are dense (a thumbnail, the title, two lines of summary, the facts).
 */

import type { ReactNode } from 'react';
import { findLanguage } from '../../../shared/i18n/languages.ts';
import { NEWS_CATEGORIES } from '../../../shared/news/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { WithCatalogs } from '../../i18n/WithCatalogs.tsx';
import { formatNumber, formatTime } from '../../lib/format.ts';
import { Link } from '../../ui/links.tsx';
import { HotNews } from './HotNews.tsx';
import type { NewsListData } from './news.server.ts';
import './news.css';

export function listHref(slug: string, params: { category?: string | null; page?: number; hot?: string }) {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  if (params.hot && params.hot !== 'day') search.set('hot', params.hot);
  return search.size > 0 ? `/news/${slug}?${search}` : `/news/${slug}`;
}

export function NewsListPage({ data, aside }: { data: NewsListData; aside?: ReactNode }) {
  return (
    <WithCatalogs catalogs={data.catalogs}>
      <NewsList data={data} aside={aside} />
    </WithCatalogs>
  );
}

function NewsList({ data, aside }: { data: NewsListData; aside?: ReactNode }) {
  const { t, i18n } = useTranslation('news');
  const slug = data.game?.abbr ?? 'all';
  const gameName = data.game ? t(`games:${data.game.gameId}`) : null;
  const pages = Math.max(1, Math.ceil(data.list.total / data.list.size));
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="news-page">
      <div className="news-main">
        <header className="news-head">
          <h1>{gameName ? t('list.titleWithGame', { game: gameName }) : t('list.title')}</h1>
          <nav className="news-tabs" aria-label={t('list.categories')}>
            <Link to={listHref(slug, {})} aria-current={data.category === null ? 'page' : undefined}>
              {t('categories.all')}
            </Link>
            {NEWS_CATEGORIES.filter((c) => c !== 'news').map((c) => (
              <Link
                key={c}
                to={listHref(slug, { category: c })}
                aria-current={data.category === c ? 'page' : undefined}
              >
                {t(`categories.${c}`)}
              </Link>
            ))}
          </nav>
        </header>
        {data.list.language !== data.language && data.list.total > 0 && (
          <p className="news-note">
            {t('list.otherLanguage', {
              language: findLanguage(data.list.language)?.nativeName ?? data.list.language,
            })}
          </p>
        )}
        {data.list.list.length === 0 ? (
          <p className="news-empty">{t('list.empty')}</p>
        ) : (
          <ol className="news-list">
            {data.list.list.map((item) => (
              <li key={item.id} className="news-row">
                <Link
                  to={`/news/${item.game}/${item.id}`}
                  className="news-row__thumb"
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  {item.cover ? (
                    <img src={item.cover} alt="" width={128} height={72} loading="lazy" decoding="async" />
                  ) : (
                    <span className="news-row__placeholder" />
                  )}
                </Link>
                <div className="news-row__text" lang={item.language.replace('_', '-')}>
                  <h2 className="news-row__title" dir="auto">
                    <Link to={`/news/${item.game}/${item.id}`}>{item.title}</Link>
                  </h2>
                  {item.summary && (
                    <p className="news-row__summary" dir="auto">
                      {item.summary}
                    </p>
                  )}
                  <p className="news-row__facts">
                    {data.game === null && item.gameId !== null && (
                      <Link to={`/news/${item.game}`}>{t(`games:${item.gameId}`)}</Link>
                    )}
                    <span>{t(`categories.${item.category}`)}</span>
                    <time dateTime={item.publishedAt}>
                      {formatTime(item.publishedAt, i18n.language, data.tz)}
                    </time>
                    <span>{t('views', { count: item.views, n: n(item.views) })}</span>
                    <span>{t('comments', { count: item.comments, n: n(item.comments) })}</span>
                    {item.demo && <span className="news-demo">{t('demo')}</span>}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
        {pages > 1 && (
          <nav className="news-pager" aria-label={t('list.pages')}>
            {data.list.page > 1 ? (
              <Link to={listHref(slug, { category: data.category, page: data.list.page - 1 })} rel="prev">
                ‹ {t('list.previous')}
              </Link>
            ) : (
              <span />
            )}
            <span aria-current="page">{t('list.pageOf', { page: n(data.list.page), pages: n(pages) })}</span>
            {data.list.page < pages ? (
              <Link to={listHref(slug, { category: data.category, page: data.list.page + 1 })} rel="next">
                {t('list.next')} ›
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </div>
      <aside className="news-aside">
        <HotNews
          items={data.hot}
          period={data.hotPeriod}
          periodHref={(p) => listHref(slug, { category: data.category, page: data.list.page, hot: p })}
        />
        {aside}
      </aside>
    </div>
  );
}
