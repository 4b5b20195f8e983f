/**
 * The video player (issue 15): the browser's own `<video controls>` with the cover as its poster.
 *
 * An MP4 is rendered as the `src` by the server, so it plays before the page's scripts run. When the
 * product has packaged an uploaded MP4 as HLS (`video.hls`, decision 024), or the source is an HLS
 * address, the player prefers HLS once mounted (unless the MP4 already plays): natively where the
 * browser can (Safari), else through hls.js where Media Source Extensions exist. hls.js is loaded
 * with a dynamic `import()` only then (the page's own scripts never carry it). If HLS cannot play
 * (no MSE, the playlist fails), an uploaded video falls back to its MP4; an HLS-only source says it
 * failed.
 */
import { useEffect, useRef, useState } from 'react';
import type { VideoDetail } from '../../../shared/videos/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

export interface PlayerProps {
  video: Pick<VideoDetail, 'id' | 'title' | 'source' | 'sourceType' | 'cover'> &
    Partial<Pick<VideoDetail, 'hls'>>;
  /** Start playing at once (the match page's player, opened by a click). */
  autoPlay?: boolean;
}

/** What the element plays now: the MP4, or HLS natively or through hls.js. */
type Playback = 'mp4' | 'native-hls' | 'hls.js';

export function VideoPlayer({ video, autoPlay = false }: PlayerProps) {
  const { t } = useTranslation('videos');
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const mp4 = video.sourceType === 'mp4' ? video.source : null;
  const hls = video.sourceType === 'hls' ? video.source : (video.hls ?? null);
  const [playback, setPlayback] = useState<Playback>('mp4');
  // What the element's `error` event does while HLS is tried: fall back to the MP4.
  const fallback = useRef<(() => void) | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || !hls) return;
    setFailed(false);
    // The viewer already watches the MP4 (played before the page's scripts ran): it stays.
    if (mp4 && (!element.paused || element.currentTime > 0)) return;
    let stopped = false;
    let destroy: (() => void) | undefined;
    let fellBack = false;
    const toMp4 = () => {
      if (fellBack) return;
      fellBack = true;
      destroy?.();
      destroy = undefined;
      fallback.current = null;
      if (stopped) return;
      if (!mp4) {
        setFailed(true);
        return;
      }
      setPlayback('mp4');
      element.src = mp4;
      element.load();
      if (autoPlay) element.play().catch(() => undefined);
    };
    if (element.canPlayType(HLS_TYPE)) {
      fallback.current = toMp4;
      setPlayback('native-hls');
      element.src = hls;
      if (autoPlay) element.play().catch(() => undefined);
      return () => {
        stopped = true;
        fallback.current = null;
      };
    }
    // Without hls.js or MSE, nothing was changed yet: the MP4 plays on (an HLS-only source failed).
    const untouched = () => {
      if (!stopped && !mp4) setFailed(true);
    };
    import('hls.js').then(({ default: Hls }) => {
      if (stopped) return;
      if (!Hls.isSupported()) {
        untouched();
        return;
      }
      // Started while the module loaded: the MP4 plays on.
      if (mp4 && (!element.paused || element.currentTime > 0)) return;
      const player = new Hls();
      player.on(Hls.Events.ERROR, (_event, error) => {
        if (error.fatal) toMp4();
      });
      if (mp4) element.removeAttribute('src');
      player.loadSource(hls);
      player.attachMedia(element);
      setPlayback('hls.js');
      fallback.current = toMp4;
      destroy = () => player.destroy();
    }, untouched);
    return () => {
      stopped = true;
      fallback.current = null;
      destroy?.();
    };
  }, [hls, mp4, autoPlay]);

  return (
    <div className="video-player" data-source-type={video.sourceType} data-playback={playback}>
      {/* biome-ignore lint/a11y/useMediaCaption: the product's videos carry no caption tracks yet */}
      <video
        ref={ref}
        className="video-player__video"
        controls
        preload="metadata"
        playsInline
        autoPlay={autoPlay}
        poster={video.cover ?? undefined}
        src={mp4 ?? undefined}
        aria-label={t('player.label', { title: video.title })}
        onError={() => {
          // HLS that fails falls back to the MP4; anything else is said.
          if (fallback.current) fallback.current();
          else setFailed(true);
        }}
        onPlaying={() => setFailed(false)}
      >
        {t('player.unsupported')}
      </video>
      {failed && (
        <p className="video-player__failed" role="alert">
          {t('player.failed')}
        </p>
      )}
    </div>
  );
}

export default VideoPlayer;
