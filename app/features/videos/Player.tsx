/**
 * The video player (issue 15): the browser's own `<video controls>` with the cover as its poster.
 * An MP4 plays as it is (the server renders its `src`: it plays before the page's scripts run); an
 * HLS playlist plays natively where the browser can (Safari), else through hls.js, which is loaded
 * with a dynamic `import()` only then (the page's own scripts never carry it).
 */
import { useEffect, useRef, useState } from 'react';
import type { VideoDetail } from '../../../shared/videos/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

export interface PlayerProps {
  video: Pick<VideoDetail, 'id' | 'title' | 'source' | 'sourceType' | 'cover'>;
  /** Start playing at once (the match page's player, opened by a click). */
  autoPlay?: boolean;
}

export function VideoPlayer({ video, autoPlay = false }: PlayerProps) {
  const { t } = useTranslation('videos');
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const hls = video.sourceType === 'hls';

  useEffect(() => {
    const element = ref.current;
    if (!element || !hls) return;
    setFailed(false);
    if (element.canPlayType(HLS_TYPE)) {
      element.src = video.source;
      return;
    }
    let stopped = false;
    let destroy: (() => void) | undefined;
    import('hls.js').then(
      ({ default: Hls }) => {
        if (stopped) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const player = new Hls();
        player.on(Hls.Events.ERROR, (_event, error) => {
          if (error.fatal) setFailed(true);
        });
        player.loadSource(video.source);
        player.attachMedia(element);
        destroy = () => player.destroy();
      },
      () => setFailed(true),
    );
    return () => {
      stopped = true;
      destroy?.();
    };
  }, [hls, video.source]);

  return (
    <div className="video-player" data-source-type={video.sourceType}>
      {/* biome-ignore lint/a11y/useMediaCaption: the product's videos carry no caption tracks yet */}
      <video
        ref={ref}
        className="video-player__video"
        controls
        preload="metadata"
        playsInline
        autoPlay={autoPlay}
        poster={video.cover ?? undefined}
        src={hls ? undefined : video.source}
        aria-label={t('player.label', { title: video.title })}
        onError={() => setFailed(true)}
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
