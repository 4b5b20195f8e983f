import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { failureText } from '../../lib/api.ts';
import { setClientState } from '../../store/client-store.ts';
import { showToast } from '../../ui/toast-store.ts';
import { cancelAccount } from './account-api.ts';

/**
 * Account cancellation (docs/api/accounts.md): a modal dialog says what it means before
 * `POST user/cancel {confirm:true}`; then the page forgets the user and goes home.
 */
export function CancelAccount() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setError(null);
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await cancelAccount();
      // The server has ended every session and cleared both cookies.
      setClientState({ token: null, userInfo: null });
      close();
      showToast(t('security.cancel.done'), 'info');
      await navigate('/');
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="user-section__current">{t('security.cancel.text')}</p>
      <button type="button" className="button user-button--danger" aria-haspopup="dialog" onClick={open}>
        {t('security.cancel.open')}
      </button>
      <dialog
        ref={dialogRef}
        className="auth-dialog user-confirm"
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <div className="user-confirm__body">
          <h2 id={titleId} className="auth-dialog__title">
            {t('security.cancel.dialogTitle')}
          </h2>
          <div id={textId}>
            <p>{t('security.cancel.intro')}</p>
            <ul className="user-confirm__list">
              <li>{t('security.cancel.noSignIn')}</li>
              <li>{t('security.cancel.erased')}</li>
              <li>{t('security.cancel.balance')}</li>
              <li>{t('security.cancel.records')}</li>
            </ul>
          </div>
          <p className="user-message user-message--error" role="alert">
            {error}
          </p>
          <div className="auth-actions">
            <button type="button" className="button button--quiet" onClick={close}>
              {t('security.cancel.keep')}
            </button>
            <button
              type="button"
              className="button user-button--danger"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={confirm}
            >
              {t('security.cancel.confirm')}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
