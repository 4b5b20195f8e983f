import { useTranslation } from '../i18n/use-translation.ts';
import type { Remote } from '../lib/use-remote.ts';
import './remote-state.css';

/** The words of RemoteState: the `common` catalog's `remote.*` unless a page gives its own. */
export interface RemoteStateText {
  /** "Loading…" */
  loading: string;
  /** "This could not be loaded." */
  failed: string;
  /** "Try again" */
  retry: string;
}

/** While data loads, or after it failed: a status line, or the failure with a retry button. */
export function RemoteState({
  remote,
  onRetry,
  text: own = {},
}: {
  remote: Remote<unknown>;
  onRetry: () => void;
  text?: Partial<RemoteStateText>;
}) {
  const { t } = useTranslation('common');
  const text: RemoteStateText = {
    loading: own.loading ?? t('remote.loading'),
    failed: own.failed ?? t('remote.failed'),
    retry: own.retry ?? t('remote.retry'),
  };
  if (remote.state === 'failed') {
    return (
      <div className="remote-state remote-state--failed">
        <p>{text.failed}</p>
        <button type="button" className="button button--quiet" onClick={onRetry}>
          {text.retry}
        </button>
      </div>
    );
  }
  if (remote.state === 'loading') {
    return (
      <p className="remote-state" role="status">
        {text.loading}
      </p>
    );
  }
  return null;
}
