/**
 * /admin/videos/new and /admin/videos/:id: the video editor (editors). Details (title, summary,
 * language, game, category, the match it belongs to), the video (an MP4 uploaded here, checked by the
 * server, or an https address of an allowed host), the cover, and the state: a draft, published now,
 * or scheduled at a time written in the editor's zone and sent as UTC. Saving is one call; an
 * existing video is published or unpublished with its own buttons.
 */
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { EditorVideo, UploadedVideo } from '../../../../shared/videos/contract.ts';
import {
  clockDuration,
  VIDEO_CATEGORIES,
  VIDEO_MAX_MB,
  VIDEO_SUMMARY_MAX,
  VIDEO_TITLE_MAX,
  type VideoCategory,
  videoPath,
} from '../../../../shared/videos/model.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';
import { usePageContext } from '../../../lib/page-context.ts';
import { Link } from '../../../ui/links.tsx';
import { showToast } from '../../../ui/toast-store.ts';
import { useConsole } from '../ConsoleLayout.tsx';
import { useConsoleAction } from '../use-console-action.ts';
import { videoEditPath } from './VideoConsoleList.tsx';
import type { VideoEditorData } from './videos-console.server.ts';
import { publishVideo, saveVideo, unpublishVideo, uploadFile } from './videos-console-api.ts';
import { fromZonedInput, toZonedInput } from './zoned-time.ts';
import '../../../ui/form.css';
import './video-console.css';

type Wanted = 'keep' | 'draft' | 'published' | 'scheduled';

export function VideoEditor({ data }: { data: VideoEditorData }) {
  // A saved change reloads the page's data: the form starts again from what the server holds.
  return <EditorForm key={data.video?.updatedAt ?? 'new'} data={data} video={data.video} />;
}

function EditorForm({ data, video }: { data: VideoEditorData; video: EditorVideo | null }) {
  const { t, i18n } = useTranslation('videos');
  const { timeZone, time } = useConsole();
  const { apiBase, language: pageLanguage } = usePageContext();
  const navigate = useNavigate();
  const action = useConsoleAction();
  const id = useId();
  const uploadedBefore = video?.source.startsWith('/') ? video.source : null;

  const [title, setTitle] = useState(video?.title ?? '');
  const [summary, setSummary] = useState(video?.summary ?? '');
  const [language, setLanguage] = useState(video?.language ?? data.language);
  const [gameId, setGameId] = useState(String(video?.gameId ?? data.games[0]?.gameId ?? ''));
  const [category, setCategory] = useState<VideoCategory>(video?.category ?? 'highlights');
  const [matchId, setMatchId] = useState(video?.matchId ? String(video.matchId) : '');
  const [sourceKind, setSourceKind] = useState<'upload' | 'url'>(video && !uploadedBefore ? 'url' : 'upload');
  const [uploaded, setUploaded] = useState<Pick<UploadedVideo, 'source' | 'durationSeconds'> | null>(
    uploadedBefore && video ? { source: uploadedBefore, durationSeconds: video.durationSeconds } : null,
  );
  const [url, setUrl] = useState(video && !uploadedBefore ? video.source : '');
  const [duration, setDuration] = useState(video && !uploadedBefore ? String(video.durationSeconds) : '');
  const [progress, setProgress] = useState<number | null>(null);
  const [cover, setCover] = useState<string | null>(video?.cover ?? null);
  const [coverBusy, setCoverBusy] = useState(false);
  const [wanted, setWanted] = useState<Wanted>(video ? 'keep' : 'draft');
  const [at, setAt] = useState(
    video?.status === 'scheduled' && video.publishAt ? toZonedInput(video.publishAt, timeZone) : '',
  );
  const [saving, setSaving] = useState(false);
  // Saved just now: the page came back from the save (a new video at its own address).
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const busy = saving || action.busy || progress !== null || coverBusy;

  async function sendVideo(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    const stored = await uploadFile<UploadedVideo>('upload', file, {
      apiBase,
      language: pageLanguage,
      failed: t('console.editor.uploadFailed'),
      onProgress: setProgress,
    });
    setProgress(null);
    if (stored) setUploaded(stored);
  }

  async function sendCover(file: File | undefined) {
    if (!file) return;
    setCoverBusy(true);
    const stored = await uploadFile<{ cover: string; width: number; height: number }>('cover', file, {
      apiBase,
      language: pageLanguage,
      failed: t('console.editor.uploadFailed'),
    });
    setCoverBusy(false);
    if (stored) setCover(stored.cover);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const source = sourceKind === 'upload' ? uploaded?.source : url.trim();
    if (!source) {
      showToast(t('console.editor.needSource'));
      return;
    }
    const publishAt = wanted === 'scheduled' ? fromZonedInput(at, timeZone) : null;
    if (wanted === 'scheduled' && !publishAt) {
      showToast(t('console.editor.needTime'));
      return;
    }
    setSaving(true);
    try {
      const result = await saveVideo({
        ...(video ? { id: video.id } : {}),
        language: language as never,
        gameId: Number(gameId),
        category,
        title,
        summary,
        cover,
        source,
        ...(sourceKind === 'url' && duration.trim() ? { durationSeconds: Number(duration) } : {}),
        matchId: matchId.trim() ? Number(matchId) : null,
        ...(wanted === 'keep' ? {} : { status: wanted }),
        ...(publishAt ? { publishAt } : {}),
      });
      // A new video gets its own address; an existing one reloads its data (the form starts again).
      await navigate(videoEditPath(result.id), { replace: true, state: { saved: true } });
    } catch {
      // The toaster shows the server's message; the form keeps what was written.
    } finally {
      setSaving(false);
    }
  }

  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <form className="video-editor" onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <p className="video-console__actions">
        <Link to="/admin/videos" className="console-link">
          ‹ {t('console.editor.back')}
        </Link>
        {video?.status === 'published' && (
          <Link to={videoPath(video.game, video.id)} className="console-link">
            {t('console.open')}
          </Link>
        )}
      </p>
      {video && (
        <p className="video-editor__state">
          <span className={`console-badge video-status video-status--${video.status}`}>
            {t(`statuses.${video.status}`)}
          </span>
          {video.hlsState !== 'none' && (
            <span className={`console-badge video-hls video-hls--${video.hlsState}`}>
              {t(`console.hls.${video.hlsState}`)}
            </span>
          )}
          {video.publishAt && <time dateTime={video.publishAt}>{time(video.publishAt)}</time>}
          <span>{t('card.views', { n: n(video.views) })}</span>
          {video.author && <span>{t('console.editor.author', { name: video.author })}</span>}
        </p>
      )}

      <fieldset className="video-editor__group">
        <legend>{t('console.editor.details')}</legend>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-title`}>
            {t('console.editor.title')}
          </label>
          <div className="form-field__control">
            <input
              id={`${id}-title`}
              className="form-field__input"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={VIDEO_TITLE_MAX}
              required
              dir="auto"
            />
          </div>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-summary`}>
            {t('console.editor.summary')}
          </label>
          <div className="form-field__control">
            <textarea
              id={`${id}-summary`}
              className="form-field__input video-editor__summary"
              value={summary}
              onChange={(e) => setSummary(e.target.value)}
              maxLength={VIDEO_SUMMARY_MAX}
              rows={4}
              dir="auto"
            />
          </div>
        </div>
        <div className="video-editor__row">
          <Select
            id={`${id}-language`}
            label={t('console.editor.language')}
            value={language}
            onChange={setLanguage}
            options={data.languages.map((l) => ({ value: l.code, label: l.name }))}
          />
          <Select
            id={`${id}-game`}
            label={t('console.editor.game')}
            value={gameId}
            onChange={setGameId}
            options={data.games.map((g) => ({ value: String(g.gameId), label: t(`games:${g.gameId}`) }))}
          />
          <Select
            id={`${id}-category`}
            label={t('console.editor.category')}
            value={category}
            onChange={(v) => setCategory(v as VideoCategory)}
            options={VIDEO_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          />
        </div>
        <div className="form-field video-editor__narrow">
          <label className="form-field__label" htmlFor={`${id}-match`}>
            {t('console.editor.match')}
          </label>
          <div className="form-field__control">
            <input
              id={`${id}-match`}
              className="form-field__input"
              inputMode="numeric"
              pattern="[0-9]*"
              value={matchId}
              onChange={(e) => setMatchId(e.target.value.replace(/\D/g, ''))}
              aria-describedby={`${id}-match-hint`}
            />
          </div>
          <p id={`${id}-match-hint`} className="form-field__hint">
            {t('console.editor.matchHint')}
          </p>
        </div>
      </fieldset>

      <fieldset className="video-editor__group">
        <legend>{t('console.editor.video')}</legend>
        <div className="video-editor__choice" role="radiogroup" aria-label={t('console.editor.video')}>
          {(['upload', 'url'] as const).map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="sourceKind"
                value={kind}
                checked={sourceKind === kind}
                onChange={() => setSourceKind(kind)}
              />{' '}
              {t(`console.editor.${kind === 'upload' ? 'fileChoice' : 'urlChoice'}`)}
            </label>
          ))}
        </div>
        {sourceKind === 'upload' ? (
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-file`}>
              {t('console.editor.file')}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept="video/mp4,.mp4"
              className="video-editor__file"
              disabled={progress !== null}
              onChange={(e) => void sendVideo(e.target.files?.[0])}
              aria-describedby={`${id}-file-hint`}
            />
            <p id={`${id}-file-hint`} className="form-field__hint">
              {t('console.editor.fileHint', { max: n(VIDEO_MAX_MB) })}
            </p>
            {progress !== null && (
              <p className="video-editor__progress" role="status">
                <progress max={1} value={progress} />{' '}
                {progress < 1
                  ? t('console.editor.uploading', { percent: n(Math.round(progress * 100)) })
                  : t('console.editor.checking')}
              </p>
            )}
            {uploaded && progress === null && (
              <div className="video-editor__preview">
                {/* biome-ignore lint/a11y/useMediaCaption: a preview of the editor's own upload */}
                <video controls preload="metadata" src={uploaded.source} poster={cover ?? undefined} />
                <p className="form-field__hint" role="status">
                  {t('console.editor.uploaded', { duration: clockDuration(uploaded.durationSeconds) })}
                </p>
                {/* The saved file's HLS packaging (decision 024); a newly chosen file gets its own on saving. */}
                {video && uploaded.source === video.source && video.hlsState !== 'none' && (
                  <p className={`form-field__hint video-editor__hls--${video.hlsState}`}>
                    {t(`console.editor.hls.${video.hlsState}`)}
                  </p>
                )}
              </div>
            )}
          </div>
        ) : (
          <div className="video-editor__row">
            <div className="form-field video-editor__wide">
              <label className="form-field__label" htmlFor={`${id}-url`}>
                {t('console.editor.url')}
              </label>
              <div className="form-field__control">
                <input
                  id={`${id}-url`}
                  type="url"
                  dir="ltr"
                  className="form-field__input"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  placeholder="https://"
                  aria-describedby={`${id}-url-hint`}
                />
              </div>
              <p id={`${id}-url-hint`} className="form-field__hint">
                {t('console.editor.urlHint')}
              </p>
            </div>
            <div className="form-field video-editor__narrow">
              <label className="form-field__label" htmlFor={`${id}-duration`}>
                {t('console.editor.duration')}
              </label>
              <div className="form-field__control">
                <input
                  id={`${id}-duration`}
                  className="form-field__input"
                  inputMode="numeric"
                  value={duration}
                  onChange={(e) => setDuration(e.target.value.replace(/\D/g, ''))}
                />
              </div>
            </div>
          </div>
        )}
      </fieldset>

      <fieldset className="video-editor__group">
        <legend>{t('console.editor.cover')}</legend>
        <div className="video-editor__cover">
          {cover ? (
            <img src={cover} alt="" width={192} height={108} />
          ) : (
            <span className="video-console__nocover video-editor__nocover" />
          )}
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-cover`}>
              {t('console.editor.coverUpload')}
            </label>
            <input
              id={`${id}-cover`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="video-editor__file"
              disabled={coverBusy}
              onChange={(e) => void sendCover(e.target.files?.[0])}
              aria-describedby={`${id}-cover-hint`}
            />
            <p id={`${id}-cover-hint`} className="form-field__hint">
              {t('console.editor.coverHint')}
            </p>
            {cover && (
              <button type="button" className="button button--quiet" onClick={() => setCover(null)}>
                {t('console.editor.removeCover')}
              </button>
            )}
          </div>
        </div>
      </fieldset>

      <fieldset className="video-editor__group">
        <legend>{t('console.editor.publishing')}</legend>
        <div className="video-editor__choice" role="radiogroup" aria-label={t('console.editor.publishing')}>
          {(video
            ? (['keep', 'draft', 'published', 'scheduled'] as const)
            : (['draft', 'published', 'scheduled'] as const)
          ).map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="wanted"
                value={choice}
                checked={wanted === choice}
                onChange={() => setWanted(choice)}
              />{' '}
              {t(`console.editor.wanted.${choice}`)}
            </label>
          ))}
        </div>
        {wanted === 'scheduled' && (
          <div className="form-field video-editor__narrow">
            <label className="form-field__label" htmlFor={`${id}-at`}>
              {t('console.editor.publishAt', { zone: timeZone })}
            </label>
            <div className="form-field__control">
              <input
                id={`${id}-at`}
                type="datetime-local"
                className="form-field__input"
                value={at}
                onChange={(e) => setAt(e.target.value)}
                required
              />
            </div>
          </div>
        )}
      </fieldset>

      <div className="video-editor__buttons">
        <button type="submit" className="button" disabled={busy}>
          {t('console.editor.save')}
        </button>
        {video && video.status !== 'published' && (
          <button
            type="button"
            className="button button--quiet"
            disabled={busy}
            onClick={() => void action.run(() => publishVideo(video.id), t('console.editor.publishedNote'))}
          >
            {t('console.editor.publish')}
          </button>
        )}
        {video && (video.status === 'published' || video.status === 'scheduled') && (
          <button
            type="button"
            className="button button--quiet"
            disabled={busy}
            onClick={() =>
              void action.run(() => unpublishVideo(video.id), t('console.editor.unpublishedNote'))
            }
          >
            {t('console.editor.unpublish')}
          </button>
        )}
        <p className="video-editor__done" role="status">
          {action.done ?? (saved && !saving ? t('console.editor.saved') : '')}
        </p>
      </div>
    </form>
  );
}

function Select({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field__control">
        <select
          id={id}
          className="form-field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
