import { useTranslation } from 'react-i18next';
import type { Remote } from './use-remote.ts';

/** While data loads, or after it failed: a status line, or the failure with a retry button. */
export function RemoteState({ remote, onRetry }: { remote: Remote<unknown>; onRetry: () => void }) {
  const { t } = useTranslation('user');
  if (remote.state === 'failed') {
    return (
      <div className="user-remote user-remote--failed">
        <p>{t('state.failed')}</p>
        <button type="button" className="button button--quiet" onClick={onRetry}>
          {t('state.retry')}
        </button>
      </div>
    );
  }
  if (remote.state === 'loading') {
    return (
      <p className="user-remote" role="status">
        {t('state.loading')}
      </p>
    );
  }
  return null;
}
