import { useTranslation } from '../i18n/use-translation.ts';

/** Shown where a list has nothing in it yet. */
export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <img src="/images/empty.svg" alt="" width={120} height={96} />
      <p>{message ?? t('empty.noData')}</p>
    </div>
  );
}
