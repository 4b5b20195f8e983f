import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from './links.tsx';
import { dismissToast, type Toast, useToasts } from './toast-store.ts';
import './toaster.css';

/**
 * Both live regions are always in the page, so screen readers announce what is added to them:
 * errors at once (`alert`), information when the reader is idle (`status`).
 */
export function Toaster() {
  const toasts = useToasts();
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const infos = toasts.filter((toast) => toast.kind !== 'error');
  return (
    <div className="toaster">
      <div className="toaster__list" role="alert">
        {errors.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div className="toaster__list" role="status" aria-live="polite">
        {infos.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  return (
    <div className={`toast toast--${toast.kind}`}>
      <p className="toast__message">
        {toast.message}
        {toast.link && (
          <>
            {' '}
            <Link className="toast__link" to={toast.link.href} onClick={() => dismissToast(toast.id)}>
              {toast.link.text}
            </Link>
          </>
        )}
      </p>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.close')}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
