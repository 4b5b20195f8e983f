import { redirect } from 'react-router';
import { SEARCH_KINDS } from '../../shared/search/model.ts';
import { SearchPage } from '../features/search/SearchPage.tsx';
import { loadSearchPage } from '../features/search/search.server.ts';
import { pageHead } from '../seo/head.ts';
import '../features/matches/matches.css';
import type { Route } from './+types/search.ts';

/**
 * `/search/{text}` and `/s/{text}` (spec section 2): the search results page; `/search` is the header
 * box's form without scripts: `?text=` is sent on to `/search/{text}`, no text shows the empty form.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (params.text === undefined) {
    const query = new URL(request.url).searchParams;
    const text = query.get('text')?.trim();
    const kind = SEARCH_KINDS.find((k) => k === query.get('kind'));
    // Relative to this page: React Router keeps the language prefix (the basename).
    if (text) throw redirect(`search/${encodeURIComponent(text)}${kind ? `?kind=${kind}` : ''}`);
  }
  return loadSearchPage(context, request, params.text ?? '');
}

export const meta: Route.MetaFunction = (args) => {
  const text = args.loaderData?.text ?? '';
  // One canonical address per query: `/s/{text}` names `/search/{text}`; a kind's pages keep `?kind=`.
  const path = text ? `/search/${encodeURIComponent(text)}` : '/search';
  const kind = args.loaderData?.kind;
  const page = args.loaderData?.page ?? 1;
  const query = kind ? `?kind=${kind}${page > 1 ? `&page=${page}` : ''}` : '';
  return pageHead(args, {
    page: 'search',
    ...(text ? { variant: 'titleWithText' as const, values: { text } } : {}),
    path,
    query,
    noindex: true,
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
