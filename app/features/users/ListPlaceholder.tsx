import { useTranslation } from '../../i18n/use-translation.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import type { ListPageKey } from './menu.ts';

/** My orders, redemptions, follows, posts, reservations and messages: empty until their issues land. */
export function ListPlaceholder({ list }: { list: ListPageKey }) {
  const { t } = useTranslation('users');
  return <EmptyState message={t(`empty.${list}`)} />;
}
