import { useTranslation } from '../../i18n/use-translation.ts';
import { useLiveState } from './use-live-state.ts';
import './live.css';

/** A small badge showing whether live updates are flowing. */
export function LiveStatus() {
  const { t } = useTranslation();
  const state = useLiveState();
  return (
    <span className="live-status" data-state={state} role="status" aria-live="polite">
      <span className="live-status__dot" aria-hidden="true" />
      {t(`live.${state}`)}
    </span>
  );
}
