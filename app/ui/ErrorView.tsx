import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from './links.tsx';

/** True for a failed fetch (offline, DNS, reset) rather than an answer from the server. */
export function isNetworkError(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/**
 * The error pages of spec section 2: 404 ('This page could not be found'), no permission (403),
 * the network-problem page (image and message), and any other status with its code and message.
 */
export function ErrorView({
  status,
  error,
  fallbackText,
}: {
  status: number;
  error?: unknown;
  fallbackText?: string;
}) {
  const { t } = useTranslation();
  if (error !== undefined && isNetworkError(error)) {
    return (
      <section className="error-page" data-kind="network">
        <img src="/images/network.svg" alt="" width={160} height={120} />
        <h1>{t('network.title')}</h1>
        <p>{t('network.message')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('network.retry')}
        </button>
      </section>
    );
  }
  const message =
    status === 404
      ? t('errors:notFound')
      : status === 403
        ? t('errors:noPermission')
        : (fallbackText ?? t('errors:systemError'));
  return (
    <section className="error-page" data-status={status}>
      <img
        src={status === 403 ? '/images/no-permission.svg' : '/images/error.svg'}
        alt=""
        width={160}
        height={120}
      />
      <p className="error-page__status">{t('errorPage.status', { status })}</p>
      <h1>{message}</h1>
      <Link to="/" className="button">
        {t('errorPage.backHome')}
      </Link>
    </section>
  );
}
