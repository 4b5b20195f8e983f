import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { catalogsAt } from '../../i18n/page-catalogs.ts';
import { isRootData, type RootData } from '../../root-data.ts';
import { type HeadArgs, pageHead, rootData } from '../../seo/head.ts';

/** The `pages.json` entry that titles an error page, by status. */
const ERROR_PAGES: Record<number, string> = { 403: 'noPermission', 404: 'notFound' };

/**
 * The head of an error page (the root error boundary's): translated title and description, and
 * `noindex`, so no 404, sign-in prompt or no-permission page is ever a search result. A refusal by
 * the access middleware comes before the root loader and carries the layout's data itself.
 */
export function errorPageHead(args: HeadArgs & { error: unknown }): MetaDescriptor[] {
  const { error } = args;
  const carried = isRouteErrorResponse(error) && isRootData(error.data) ? error.data : undefined;
  const root = rootData(args.matches) ?? carried;
  const withRoot: HeadArgs = {
    ...args,
    matches: root ? [{ id: 'root', loaderData: root }, ...args.matches.filter((m) => m?.id !== 'root')] : [],
  };
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const head =
    status === 401 && root ? signInHead(withRoot, root) : pageHead(withRoot, { page: ERROR_PAGES[status] });
  return [...head, { name: 'robots', content: 'noindex' }];
}

/** The sign-in prompt's head: its words are in `common` (signInRequired), not a page of its own. */
function signInHead(args: HeadArgs, root: RootData): MetaDescriptor[] {
  const head = pageHead(args);
  const words = catalogsAt(root.catalogsUrl).common?.signInRequired as Record<string, string> | undefined;
  const title = words?.title;
  const text = words?.text;
  if (!title || !text) return head;
  return head.map((descriptor) => {
    if ('title' in descriptor) return { title: `${title} - ${root.brand.projectName}` };
    const named = descriptor as { name?: string; property?: string };
    if (named.name === 'description' || named.property === 'og:description')
      return { ...descriptor, content: text };
    if (named.property === 'og:title') return { ...descriptor, content: title };
    return descriptor;
  });
}
