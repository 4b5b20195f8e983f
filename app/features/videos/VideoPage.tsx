/**
 * `/videos/{game}/{id}`: a video (issue 15): the player, its title, facts and summary, the match it
 * belongs to, its comments, and related videos beside (below on a phone).
 */
import { clockDuration } from '../../../shared/videos/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { WithCatalogs } from '../../i18n/WithCatalogs.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useViewBeacon } from '../../lib/view-beacon.ts';
import { Link } from '../../ui/links.tsx';
import { CommentsPanel } from '../comments/index.ts';
import { longTime } from './format.ts';
import { VideoPlayer } from './Player.tsx';
import { VideoCard } from './VideoCard.tsx';
import type { VideoPageData } from './videos.server.ts';
import './videos.css';

export function VideoPage({ data }: { data: VideoPageData }) {
  return (
    <WithCatalogs catalogs={data.catalogs}>
      <VideoView data={data} />
    </WithCatalogs>
  );
}

function VideoView({ data }: { data: VideoPageData }) {
  const { t, i18n } = useTranslation('videos');
  const { video } = data;
  useViewBeacon('/videos/view', video.id);
  const n = (value: number) => formatNumber(value, i18n.language);
  const gameName = video.gameId !== null ? t(`games:${video.gameId}`) : null;
  const match = video.match;
  return (
    <div className="videos-page videos-page--video">
      <div className="videos-main">
        <nav className="videos-crumbs" aria-label={t('video.breadcrumbs')}>
          <Link to="/">{t('common:nav.home')}</Link>
          <span aria-hidden="true">›</span>
          {video.game && gameName ? (
            <Link to={`/videos/${video.game}`}>{t('list.titleWithGame', { game: gameName })}</Link>
          ) : (
            <Link to="/videos/videoList">{t('list.allTitle')}</Link>
          )}
        </nav>
        {data.foreign && <p className="videos-note">{t('video.foreign')}</p>}
        <article className="video-article">
          <VideoPlayer video={video} />
          <header className="video-article__head" lang={data.videoTag}>
            <p className="video-article__kicker">
              {video.game ? (
                <Link to={`/videos/${video.game}/videoList?category=${video.category}`}>
                  {t(`categories.${video.category}`)}
                </Link>
              ) : (
                <span>{t(`categories.${video.category}`)}</span>
              )}
              {video.demo && <span className="video-demo">{t('card.demo')}</span>}
            </p>
            <h1 dir="auto">{video.title}</h1>
          </header>
          <p className="video-article__facts">
            {gameName && <span>{gameName}</span>}
            <time dateTime={video.publishedAt}>{longTime(video.publishedAt, i18n.language, data.tz)}</time>
            <span>{t('card.views', { n: n(video.views) })}</span>
            <span>{t('video.length', { time: clockDuration(video.durationSeconds) })}</span>
            <a href="#comments">{t('video.comments', { n: n(video.comments) })}</a>
          </p>
          {video.demo && <p className="videos-note videos-note--demo">{t('video.demo')}</p>}
          {video.summary && (
            <p className="video-article__summary" dir="auto" lang={data.videoTag}>
              {video.summary}
            </p>
          )}
          {match && (
            <p className="video-article__match">
              <span>{t('video.match')}</span>{' '}
              <Link to={`/${match.game}/${match.id}`} dir="auto">
                {match.home && match.away
                  ? t('video.matchName', { home: match.home, away: match.away })
                  : t('video.matchPage')}
              </Link>{' '}
              <time dateTime={match.startTime}>{longTime(match.startTime, i18n.language, data.tz)}</time>
            </p>
          )}
        </article>
        <div id="comments" className="video-comments">
          <CommentsPanel kind="video" id={video.id} count={video.comments} />
        </div>
      </div>
      <aside className="videos-aside" aria-labelledby="videos-related-title">
        <h2 id="videos-related-title" className="videos-aside__title">
          {t('video.related')}
        </h2>
        {data.related.length === 0 ? (
          <p className="videos-muted">{t('video.noRelated')}</p>
        ) : (
          <ul className="videos-related">
            {data.related.map((item) => (
              <li key={item.id}>
                <VideoCard video={item} tz={data.tz} showGame={false} />
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
