import { type FormEvent, useId, useState } from 'react';
import type { Comment } from '../../../shared/comments/contract.ts';
import {
  COMMENT_BODY_MAX,
  type CommentTargetKind,
  commentBodyProblem,
} from '../../../shared/comments/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { failureText } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { addComment } from './comments-api.ts';

/**
 * The text box of a comment or a reply (1–1000 characters, counted as typed), with its counter and
 * the server's message when it refuses (muted, too fast, inappropriate speech...).
 */
export function Composer({
  kind,
  id,
  parentId,
  label,
  autoFocus,
  onSent,
  onCancel,
}: {
  kind: CommentTargetKind;
  id: number;
  /** Set for a reply: the top-level comment it answers. */
  parentId?: number;
  label: string;
  autoFocus?: boolean;
  onSent: (comment: Comment) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation('comments');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { field: useId(), count: useId(), error: useId() };
  const n = (value: number) => formatNumber(value, i18n.language);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = commentBodyProblem(body);
    if (problem) {
      setError(t(problem === 'empty' ? 'composer.empty' : 'composer.tooLong', { max: n(COMMENT_BODY_MAX) }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const comment = await addComment({
        kind,
        id,
        ...(parentId === undefined ? {} : { parentId }),
        body: body.trim(),
      });
      setBody('');
      onSent(comment);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={`comment-composer${parentId ? ' comment-composer--reply' : ''}`}
      noValidate
      onSubmit={submit}
    >
      <label className="visually-hidden" htmlFor={ids.field}>
        {label}
      </label>
      <textarea
        id={ids.field}
        className="form-field__input comment-composer__field"
        dir="auto"
        rows={parentId ? 2 : 3}
        maxLength={COMMENT_BODY_MAX}
        placeholder={label}
        // biome-ignore lint/a11y/noAutofocus: the reply box opens because the reader asked to reply
        autoFocus={autoFocus}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.error} ${ids.count}` : ids.count}
      />
      <div className="comment-composer__bar">
        <p id={ids.count} className="comment-composer__count">
          {t('composer.counter', { count: n(body.length), max: n(COMMENT_BODY_MAX) })}
        </p>
        {onCancel && (
          <button type="button" className="button button--quiet comment-button--small" onClick={onCancel}>
            {t('composer.cancel')}
          </button>
        )}
        <button
          type="submit"
          className="button comment-button--small"
          disabled={busy || body.trim() === ''}
          aria-busy={busy || undefined}
        >
          {t(parentId ? 'composer.reply' : 'composer.submit')}
        </button>
      </div>
      {error && (
        <p id={ids.error} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
