/**
 * A video in a list (issue 15): its cover (16:9) with its length on it, its title (two lines at
 * most), and a line of facts: game, date in the viewer's zone, views, and "Demo" for demo content.
 */
import type { VideoCard as Card } from '../../../shared/videos/contract.ts';
import { clockDuration, videoPath } from '../../../shared/videos/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import { Link } from '../../ui/links.tsx';
import { shortDate } from './format.ts';

export function VideoCard({
  video,
  tz,
  showGame = true,
  headingLevel = 3,
}: {
  video: Card;
  /** The viewer's zone, as the loader resolved it (server and browser write the same date). */
  tz: string;
  showGame?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('videos');
  const href = videoPath(video.game, video.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="video-card">
      <Link to={href} className="video-card__cover" tabIndex={-1} aria-hidden="true">
        {video.cover ? (
          <img src={video.cover} alt="" width={320} height={180} loading="lazy" decoding="async" />
        ) : (
          <span className="video-card__placeholder" />
        )}
        <span className="video-card__duration" dir="ltr">
          {clockDuration(video.durationSeconds)}
        </span>
      </Link>
      <Heading className="video-card__title" dir="auto" lang={video.language.replace('_', '-')}>
        <Link to={href}>{video.title}</Link>
      </Heading>
      <p className="video-card__facts">
        {showGame && video.gameId !== null && <span>{t(`games:${video.gameId}`)}</span>}
        <time dateTime={video.publishedAt}>{shortDate(video.publishedAt, i18n.language, tz)}</time>
        <span>{t('card.views', { n: formatNumber(video.views, i18n.language) })}</span>
        <span className="visually-hidden">
          {t('card.duration', { time: clockDuration(video.durationSeconds) })}
        </span>
        {video.demo && <span className="video-demo">{t('card.demo')}</span>}
      </p>
    </article>
  );
}

/** A grid of video cards (dense: four to six a row on a desktop, two on a phone). */
export function VideoGrid({
  videos,
  tz,
  showGame = true,
  headingLevel = 3,
}: {
  videos: readonly Card[];
  tz: string;
  showGame?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="video-grid">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} tz={tz} showGame={showGame} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
