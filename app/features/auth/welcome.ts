import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import type { RootData } from '../../root-data.ts';
import { showToast } from '../../ui/toast-store.ts';

/** How long the welcome stays when it is a toast (it has two sentences to read). */
const WELCOME_TOAST_MS = 8000;

/**
 * The welcome of a sign-up that earned the registration bonus (spec section 9: 200 gold), in the
 * page's language: a title and the credit. `text(bonus)` is null when nothing was credited, so an
 * address that had the bonus before is never told it got one.
 */
export function useWelcomeText(): (bonus: number) => { title: string; credit: string } | null {
  const { t } = useTranslation('auth');
  const root = useRouteLoaderData<RootData>('root');
  const brand = root?.brand.projectName ?? '';
  const locale = root?.tag ?? 'en';
  return useCallback(
    (bonus: number) =>
      bonus > 0
        ? {
            title: t('welcome.title', { brand }),
            credit: t('welcome.bonus', { gold: formatNumber(bonus, locale) }),
          }
        : null,
    [t, brand, locale],
  );
}

/** For sign-ins that end without the register step (the older dialog): the welcome as a toast. */
export function useWelcomeToast(): (bonus: number) => void {
  const text = useWelcomeText();
  return useCallback(
    (bonus: number) => {
      const welcome = text(bonus);
      if (welcome) showToast(`${welcome.title} ${welcome.credit}`, 'info', { durationMs: WELCOME_TOAST_MS });
    },
    [text],
  );
}
