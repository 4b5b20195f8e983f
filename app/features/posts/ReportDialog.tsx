import { type FormEvent, useId, useRef, useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '../../../shared/console/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { failureText } from '../../lib/api.ts';
import { showToast } from '../../ui/toast-store.ts';
import { askToSignIn } from '../auth/index.ts';

/**
 * A "Report" button and its dialog: the spec's six reasons (section 6) and an optional detail. The
 * report goes to the reviewers; the answer says the platform will handle it soon (section 8). Guests
 * are asked to sign in first.
 */
export function ReportButton({
  title,
  label,
  send,
  signedIn,
  className = 'button button--quiet post-action',
}: {
  /** The dialog's heading ("Report this post"). */
  title: string;
  /** The button's text ("Report"). */
  label: string;
  send: (reason: ReportReason, detail: string) => Promise<{ queued: boolean }>;
  /** Whether the viewer is signed in (a guest is asked to sign in instead). */
  signedIn: boolean;
  className?: string;
}) {
  const { t } = useTranslation('posts');
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), detail: useId(), error: useId() };

  function open() {
    if (!signedIn) {
      askToSignIn(t('post.signInToReport'));
      return;
    }
    setReason(null);
    setDetail('');
    setError(null);
    dialog.current?.showModal();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) {
      setError(t('report.reason'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { queued } = await send(reason, detail);
      dialog.current?.close();
      showToast(queued ? t('report.done') : t('report.already'), 'info');
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={open}>
        {label}
      </button>
      <dialog ref={dialog} className="post-dialog" aria-labelledby={ids.title}>
        <form className="post-dialog__body" onSubmit={submit} noValidate>
          <h2 id={ids.title} className="post-dialog__title">
            {title}
          </h2>
          <fieldset className="post-dialog__reasons" aria-describedby={error ? ids.error : undefined}>
            <legend>{t('report.reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="post-dialog__reason">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setError(null);
                  }}
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className="form-field">
            <label className="form-field__label" htmlFor={ids.detail}>
              {t('report.detail')}
            </label>
            <textarea
              id={ids.detail}
              className="form-field__input post-dialog__detail"
              rows={3}
              maxLength={200}
              value={detail}
              onChange={(event) => setDetail(event.target.value)}
            />
          </div>
          {error && (
            <p id={ids.error} className="form-field__error" role="alert">
              {error}
            </p>
          )}
          <div className="post-dialog__actions">
            <button type="button" className="button button--quiet" onClick={() => dialog.current?.close()}>
              {t('report.cancel')}
            </button>
            <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
              {t('report.submit')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
