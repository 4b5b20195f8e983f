/**
 * The video lists (issue 15): `/videos/{game}`, a game's newest videos of each category with the
 * week's hot ones beside, and `/videos/{game?}/videoList`, every video of a game (or of every game)
 * by category, 24 a page, paged on the server (`?page=`: real links that work before the scripts).
 */
import { findLanguage } from '../../../shared/i18n/languages.ts';
import type { VideoCard as Card } from '../../../shared/videos/contract.ts';
import { clockDuration, VIDEO_CATEGORIES, videoPath } from '../../../shared/videos/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { WithCatalogs } from '../../i18n/WithCatalogs.tsx';
import { formatNumber } from '../../lib/format.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/links.tsx';
import { VideoGrid } from './VideoCard.tsx';
import type { VideoHubData, VideoListData } from './videos.server.ts';
import './videos.css';

/** The address of a page of the list: `/videos/{game}/videoList` (every game: `/videos/videoList`). */
export function listHref(slug: string | null, params: { category?: string | null; page?: number } = {}) {
  const search = new URLSearchParams();
  if (params.category) search.set('category', params.category);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const path = slug ? `/videos/${slug}/videoList` : '/videos/videoList';
  return search.size > 0 ? `${path}?${search}` : path;
}

export function VideoListPage({ data }: { data: VideoListData }) {
  return (
    <WithCatalogs catalogs={data.catalogs}>
      <VideoList data={data} />
    </WithCatalogs>
  );
}

export function VideoHubPage({ data }: { data: VideoHubData }) {
  return (
    <WithCatalogs catalogs={data.catalogs}>
      <VideoHub data={data} />
    </WithCatalogs>
  );
}

/** "No videos in your language yet: showing videos in English." */
function OtherLanguage({ shown, language }: { shown: string; language: string }) {
  const { t } = useTranslation('videos');
  if (shown === language) return null;
  return (
    <p className="videos-note">
      {t('list.otherLanguage', { language: findLanguage(shown)?.nativeName ?? shown })}
    </p>
  );
}

function VideoList({ data }: { data: VideoListData }) {
  const { t, i18n } = useTranslation('videos');
  const slug = data.game?.abbr ?? null;
  const pages = Math.max(1, Math.ceil(data.list.total / data.list.size));
  const n = (value: number) => formatNumber(value, i18n.language);
  const title = data.game
    ? t('list.allTitleWithGame', { game: t(`games:${data.game.gameId}`) })
    : t('list.allTitle');
  return (
    <div className="videos-page videos-page--list">
      <header className="videos-head">
        <h1>{title}</h1>
        <p className="videos-head__count">{t('list.count', { n: n(data.list.total) })}</p>
      </header>
      <nav className="videos-tabs" aria-label={t('list.categories')}>
        <Link to={listHref(slug)} aria-current={data.category === null ? 'page' : undefined}>
          {t('categories.all')}
        </Link>
        {VIDEO_CATEGORIES.map((c) => (
          <Link
            key={c}
            to={listHref(slug, { category: c })}
            aria-current={data.category === c ? 'page' : undefined}
          >
            {t(`categories.${c}`)}
          </Link>
        ))}
      </nav>
      <nav className="videos-tabs videos-tabs--games" aria-label={t('list.games')}>
        <Link
          to={listHref(null, { category: data.category })}
          aria-current={data.game === null ? 'page' : undefined}
        >
          {t('list.allGames')}
        </Link>
        {data.games.map((g) => (
          <Link
            key={g.abbr}
            to={listHref(g.abbr, { category: data.category })}
            aria-current={data.game?.abbr === g.abbr ? 'page' : undefined}
          >
            {t(`games:${g.gameId}`)}
          </Link>
        ))}
      </nav>
      <OtherLanguage shown={data.list.language} language={data.language} />
      {data.list.list.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <VideoGrid videos={data.list.list} tz={data.tz} showGame={data.game === null} headingLevel={2} />
      )}
      {pages > 1 && (
        <nav className="videos-pager" aria-label={t('list.pages')}>
          {data.list.page > 1 ? (
            <Link to={listHref(slug, { category: data.category, page: data.list.page - 1 })} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t('list.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">{t('list.pageOf', { page: n(data.list.page), pages: n(pages) })}</span>
          {data.list.page < pages ? (
            <Link to={listHref(slug, { category: data.category, page: data.list.page + 1 })} rel="next">
              {t('list.next')}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

function VideoHub({ data }: { data: VideoHubData }) {
  const { t } = useTranslation('videos');
  const slug = data.game?.abbr ?? null;
  const gameName = data.game ? t(`games:${data.game.gameId}`) : '';
  return (
    <div className="videos-page videos-page--hub">
      <div className="videos-main">
        <header className="videos-head">
          <h1>{data.game ? t('list.titleWithGame', { game: gameName }) : t('list.title')}</h1>
          <Link to={listHref(slug)} className="videos-head__more">
            {t('list.seeAll')}
          </Link>
        </header>
        <OtherLanguage shown={data.shownLanguage} language={data.language} />
        {data.sections.length === 0 ? (
          <EmptyState message={t('list.empty')} />
        ) : (
          data.sections.map((section) => (
            <section
              key={section.category}
              className="videos-section"
              aria-labelledby={`videos-${section.category}`}
            >
              <header className="videos-section__head">
                <h2 id={`videos-${section.category}`}>{t(`categories.${section.category}`)}</h2>
                <Link to={listHref(slug, { category: section.category })}>{t('list.more')}</Link>
              </header>
              <VideoGrid videos={section.list} tz={data.tz} showGame={false} />
            </section>
          ))
        )}
      </div>
      <aside className="videos-aside">
        <HotVideos items={data.hot} />
      </aside>
    </div>
  );
}

/** The week's hot videos (the spec's hot/video), most watched and discussed first. */
export function HotVideos({ items }: { items: readonly Card[] }) {
  const { t, i18n } = useTranslation('videos');
  return (
    <section className="videos-hot" aria-labelledby="videos-hot-title">
      <h2 id="videos-hot-title">{t('hot.title')}</h2>
      {items.length === 0 ? (
        <p className="videos-muted">{t('hot.none')}</p>
      ) : (
        <ol className="videos-hot__list">
          {items.map((item, i) => (
            <li key={item.id}>
              <span className="videos-hot__rank" aria-hidden="true">
                {formatNumber(i + 1, i18n.language)}
              </span>
              <Link to={videoPath(item.game, item.id)} dir="auto" lang={item.language.replace('_', '-')}>
                {item.title}
              </Link>
              <span className="videos-hot__facts">
                <span dir="ltr">{clockDuration(item.durationSeconds)}</span>
                {' · '}
                {t('card.views', { n: formatNumber(item.views, i18n.language) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
