import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Post } from '../../../shared/posts/contract.ts';
import {
  POST_BODY_MAX,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_TYPES,
  POST_IMAGES_MAX,
  postBodyLength,
  postBodyProblem,
} from '../../../shared/posts/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { FormMessage } from '../../ui/form.tsx';
import { acceptFiles } from './model.ts';
import { PostUploadError, writePost } from './posts-api.ts';

interface Chosen {
  file: File;
  /** An object URL of the file, for its preview (revoked when it leaves). */
  url: string;
}

/**
 * The composer of "my posts": the text with its counter (the trimmed length, as the server counts
 * it), up to 9 images with previews, checked here as the server will (type and size; the server checks
 * the content again), and the server's translated message when it refuses.
 */
export function Composer({ onPosted }: { onPosted: (post: Post) => void }) {
  const { t } = useTranslation('posts');
  const { apiBase, language } = usePageContext();
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = {
    heading: useId(),
    body: useId(),
    count: useId(),
    error: useId(),
    files: useId(),
    hint: useId(),
  };
  const length = postBodyLength(body);
  const size = POST_IMAGE_MAX_BYTES / 1024 / 1024;

  // Object URLs of the previews are freed when the composer goes.
  const urls = useRef<string[]>([]);
  urls.current = chosen.map((c) => c.url);
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  function choose(files: FileList | null) {
    if (!files) return;
    const { accepted, problem: found } = acceptFiles(chosen.length, [...files]);
    setChosen((current) => [
      ...current,
      ...accepted.map((file) => ({ file, url: URL.createObjectURL(file) })),
    ]);
    setProblem(found ? t(found.key, found.values) : null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function remove(index: number) {
    setChosen((current) => {
      const gone = current[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return current.filter((_, i) => i !== index);
    });
    setProblem(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    setInfo(null);
    const found = postBodyProblem(body);
    if (found) {
      setProblem(found === 'empty' ? t('composer.empty') : t('composer.tooLong', { max: POST_BODY_MAX }));
      event.currentTarget.querySelector<HTMLTextAreaElement>('textarea')?.focus();
      return;
    }
    setBusy(true);
    try {
      const post = await writePost(
        body.trim(),
        chosen.map((c) => c.file),
        { baseUrl: apiBase, language },
      );
      for (const c of chosen) URL.revokeObjectURL(c.url);
      setBody('');
      setChosen([]);
      setProblem(null);
      setInfo(t('composer.sent'));
      onPosted(post);
    } catch (failure) {
      setServerError(
        failure instanceof PostUploadError && failure.serverMessage
          ? failure.serverMessage
          : t('composer.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="user-section post-composer" noValidate onSubmit={submit} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="user-section__title">
        {t('composer.heading')}
      </h2>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.body}>
          {t('composer.label')}
        </label>
        <textarea
          id={ids.body}
          name="body"
          className="form-field__input post-composer__text"
          rows={5}
          maxLength={POST_BODY_MAX}
          placeholder={t('composer.placeholder')}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids.error} ${ids.count}` : ids.count}
        />
        <p id={ids.count} className={`post-composer__counter${length > POST_BODY_MAX ? ' is-over' : ''}`}>
          {t('composer.counter', { count: length, max: POST_BODY_MAX })}
        </p>
      </div>
      {chosen.length > 0 && (
        <ul className="post-composer__previews">
          {chosen.map((c, index) => (
            <li key={c.url} className="post-composer__preview">
              <img
                className="post-composer__preview-image"
                src={c.url}
                alt={t('composer.imageAlt', { index: index + 1 })}
              />
              <button
                type="button"
                className="post-composer__remove"
                aria-label={t('composer.removeImage', { index: index + 1 })}
                onClick={() => remove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="post-composer__files">
        <input
          ref={fileInput}
          id={ids.files}
          className="visually-hidden"
          type="file"
          accept={POST_IMAGE_TYPES.join(',')}
          multiple
          disabled={chosen.length >= POST_IMAGES_MAX}
          aria-describedby={ids.hint}
          onChange={(event) => choose(event.target.files)}
        />
        <label
          htmlFor={ids.files}
          className={`button button--quiet post-composer__add${chosen.length >= POST_IMAGES_MAX ? ' is-disabled' : ''}`}
        >
          {t('composer.addImages')}
        </label>
        <p id={ids.hint} className="form-field__hint">
          {t('composer.imagesHint', { max: POST_IMAGES_MAX, size })}
        </p>
      </div>
      {problem && (
        <p id={ids.error} className="form-field__error" role="alert">
          {problem}
        </p>
      )}
      <FormMessage error={serverError} info={info} />
      <div>
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('composer.sending') : t('composer.submit')}
        </button>
      </div>
    </form>
  );
}
