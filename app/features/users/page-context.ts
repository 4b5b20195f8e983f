import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root.tsx';

/** What the user-centre panels need from the page: its language code, BCP 47 tag and API host. */
export function usePageContext(): { language: string; locale: string; apiBase: string } {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { i18n } = useTranslation();
  return {
    language: root?.language ?? 'en_US',
    locale: root?.tag ?? i18n.language,
    apiBase: root?.site.api ?? '',
  };
}
