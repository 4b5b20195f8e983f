import { type ReactNode, useContext, useMemo } from 'react';
import { I18nContext, pageTranslations } from '../../i18n/use-translation.ts';

/**
 * The page's translations with the `posts` namespace added: the catalog the page's loader sent
 * (`postsCatalog` of posts.server.ts; the namespace is in no page script, like `legal` and
 * `console`). The same on the server and in the browser, so hydration matches.
 */
export function PostsTranslations({
  catalog,
  children,
}: {
  catalog: Record<string, unknown>;
  children: ReactNode;
}) {
  const page = useContext(I18nContext);
  const withPosts = useMemo(
    () => (page ? pageTranslations(page.language, { ...page.catalogs, posts: catalog }) : null),
    [page, catalog],
  );
  if (!withPosts) return children;
  return <I18nContext value={withPosts}>{children}</I18nContext>;
}
