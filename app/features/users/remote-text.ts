import { useTranslation } from 'react-i18next';
import type { RemoteStateText } from '../../ui/RemoteState.tsx';

/** RemoteState's words from the `user` catalog (`state.*`). */
export function useRemoteText(): RemoteStateText {
  const { t } = useTranslation('user');
  return { loading: t('state.loading'), failed: t('state.failed'), retry: t('state.retry') };
}
