import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { COMMENT_REPORT_REASONS, type CommentReportReason } from '../../../shared/comments/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { failureText } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { reportComment } from './comments-api.ts';

/**
 * Reporting a comment: a modal dialog with the spec's six reasons (section 6). On success it closes
 * and the toaster says the platform will handle it soon (the server's text, in the page's language).
 * `commentId` null: closed.
 */
export function ReportDialog({ commentId, onClose }: { commentId: number | null; onClose: () => void }) {
  const { t } = useTranslation('comments');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), error: useId() };
  const [reason, setReason] = useState<CommentReportReason>(COMMENT_REPORT_REASONS[0]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (commentId !== null && !dialog.open) {
      setReason(COMMENT_REPORT_REASONS[0]);
      setError(null);
      dialog.showModal();
    } else if (commentId === null && dialog.open) dialog.close();
  }, [commentId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (commentId === null) return;
    setBusy(true);
    setError(null);
    try {
      const result = await reportComment(commentId, reason);
      showToast(result.message || t('report.done'), 'info');
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    // The dialog's own Escape and close (the browser's) tell the panel it is closed.
    <dialog ref={dialogRef} className="comment-dialog" aria-labelledby={ids.title} onClose={onClose}>
      <form className="comment-dialog__body" onSubmit={submit}>
        <fieldset className="comment-dialog__reasons" aria-describedby={error ? ids.error : undefined}>
          <legend id={ids.title} className="comment-dialog__title">
            {t('report.title')}
          </legend>
          <p className="comment-dialog__lead">{t('report.reason')}</p>
          {COMMENT_REPORT_REASONS.map((option) => (
            <label key={option} className="comment-dialog__reason">
              <input
                type="radio"
                name="reason"
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
              />
              <span>{t(`report.reasons.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p id={ids.error} className="form-field__error" role="alert">
            {error}
          </p>
        )}
        <div className="comment-dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t('report.cancel')}
          </button>
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {t('report.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
