/**
 * The match page's Playback tab (issue 15): the match's videos (replays, highlights, interviews) as
 * covers to play in place. The page stays light: the player's module is loaded only when a video is
 * played (`lazy`), and the video's source is asked for then (`{game}/video{id}`, which counts the view).
 */
import { lazy, Suspense, useState } from 'react';
import type { VideoCard, VideoDetail } from '../../../shared/videos/contract.ts';
import { clockDuration, videoPath } from '../../../shared/videos/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { WithCatalogs } from '../../i18n/WithCatalogs.tsx';
import { api } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { Link } from '../../ui/links.tsx';
import { shortDate } from './format.ts';
import './videos.css';

const VideoPlayer = lazy(() => import('./Player.tsx'));

/** What the match page's loader sends for the tab (features/videos/videos.server.ts `matchVideosLoader`). */
export interface PlaybackData {
  list: VideoCard[];
  tz: string;
  catalog: Record<string, unknown>;
}

export function PlaybackPanel({ data }: { data: PlaybackData }) {
  return (
    <WithCatalogs catalogs={{ videos: data.catalog }}>
      <Playback data={data} />
    </WithCatalogs>
  );
}

function Playback({ data }: { data: PlaybackData }) {
  const { t, i18n } = useTranslation('videos');
  const [playing, setPlaying] = useState<VideoDetail | null>(null);
  const [asking, setAsking] = useState<number | null>(null);

  async function play(card: VideoCard) {
    if (!card.game || asking !== null) return;
    setAsking(card.id);
    try {
      // A failure is shown by the API client's toast; the list stays as it is.
      setPlaying(await api().get<VideoDetail>(`/${card.game}/video${card.id}`));
    } catch {
      setPlaying(null);
    } finally {
      setAsking(null);
    }
  }

  return (
    <div className="playback">
      <h2 className="match-centre__title">{t('playback.title')}</h2>
      {playing && (
        <div className="playback__stage">
          <Suspense fallback={<div className="video-player video-player--loading" aria-busy="true" />}>
            <VideoPlayer key={playing.id} video={playing} autoPlay />
          </Suspense>
          <p className="playback__now" dir="auto">
            <Link to={videoPath(playing.game, playing.id)}>{playing.title}</Link>
          </p>
        </div>
      )}
      <ul className="playback__list">
        {data.list.map((card) => (
          <li key={card.id} className="playback__item" data-playing={playing?.id === card.id || undefined}>
            <button
              type="button"
              className="playback__play"
              onClick={() => void play(card)}
              aria-busy={asking === card.id || undefined}
              aria-label={t('playback.play', { title: card.title })}
            >
              {card.cover ? (
                <img src={card.cover} alt="" width={160} height={90} loading="lazy" decoding="async" />
              ) : (
                <span className="video-card__placeholder" />
              )}
              <span className="playback__icon" aria-hidden="true" />
              <span className="video-card__duration" dir="ltr">
                {clockDuration(card.durationSeconds)}
              </span>
            </button>
            <div className="playback__text">
              <Link to={videoPath(card.game, card.id)} className="playback__title" dir="auto">
                {card.title}
              </Link>
              <span className="playback__facts">
                <span>{t(`categories.${card.category}`)}</span>
                <time dateTime={card.publishedAt}>{shortDate(card.publishedAt, i18n.language, data.tz)}</time>
                <span>{t('card.views', { n: formatNumber(card.views, i18n.language) })}</span>
                {card.demo && <span className="video-demo">{t('card.demo')}</span>}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
