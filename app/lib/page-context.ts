import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import type { RootData } from '../root-data.ts';

/** What a page's panels need from the layout's data: its language code, BCP 47 tag and API host. */
export function usePageContext(): { language: string; locale: string; apiBase: string } {
  const root = useRouteLoaderData<RootData>('root');
  const { i18n } = useTranslation();
  return {
    language: root?.language ?? 'en_US',
    locale: root?.tag ?? i18n.language,
    apiBase: root?.site.api ?? '',
  };
}
