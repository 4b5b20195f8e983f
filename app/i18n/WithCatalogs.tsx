import { type ReactNode, useContext, useMemo } from 'react';
import { I18nContext, pageTranslations } from './use-translation.ts';

/**
 * The page's translations with namespaces its loader sent (a namespace in no page script: `news`
 * travels with the news pages only). The same on the server and in the browser, so hydration matches.
 */
export function WithCatalogs({
  catalogs,
  children,
}: {
  catalogs: Record<string, Record<string, unknown>>;
  children: ReactNode;
}) {
  const page = useContext(I18nContext);
  const merged = useMemo(
    () => (page ? pageTranslations(page.language, { ...page.catalogs, ...catalogs }) : null),
    [page, catalogs],
  );
  if (!merged) return children;
  return <I18nContext value={merged}>{children}</I18nContext>;
}
