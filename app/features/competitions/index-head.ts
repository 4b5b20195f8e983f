/**
 * The head of a library index (`/leagueLibrary`, `/squadLibrary`, `/playerLibrary`): its title by what
 * it lists (every game, a game, a league's teams, a team's players), "Page n" before it past the first
 * page, a canonical link keeping `?game=`, `?league=`, `?team=` and `?page=` (each page is its own page
 * of the index), and breadcrumbs.
 */
import type { MetaDescriptor } from 'react-router';
import { type LocalNames, localName } from '../../../shared/games/names.ts';
import { interpolate } from '../../../shared/i18n/translate.ts';
import {
  catalogText,
  gameName,
  type HeadArgs,
  localizedPath,
  pageHead,
  pageText,
  rootData,
} from '../../seo/head.ts';
import { breadcrumbsJsonLd } from '../../seo/json-ld.ts';
import { indexHref } from './Pager.tsx';

export function indexHead(
  args: HeadArgs,
  index: {
    page: 'leagueLibrary' | 'squadLibrary' | 'playerLibrary';
    game: { gameId: number; abbr: string } | null;
    /** A league (teams) or team (players) the page lists. */
    filter?: { param: 'league' | 'team'; id: number; name: string; names?: LocalNames } | null;
    pageNo: number;
  },
): MetaDescriptor[] {
  const root = rootData(args.matches);
  if (!root) return pageHead(args, { page: index.page });
  const path = `/${index.page}`;
  const at = (href: string) => {
    const [pathname = '/', query] = href.split('?');
    return root.site.origin + localizedPath(root, root.language, pathname) + (query ? `?${query}` : '');
  };
  const game = index.game ? gameName(root, index.game.gameId) : '';
  const filterName = index.filter ? localName(index.filter, root.language) : '';
  const variant = index.filter ? 'titleWithName' : index.game ? 'titleWithGame' : undefined;
  const params = {
    game: index.game?.abbr,
    league: index.filter?.param === 'league' ? index.filter.id : null,
    team: index.filter?.param === 'team' ? index.filter.id : null,
  };
  const pageWords = catalogText(root, 'competitions', 'index.pageN');
  const steps = [{ name: pageText(root, index.page, 'title') ?? index.page, url: at(path) }];
  if (index.game) {
    steps.push({
      name: pageText(root, index.page, 'titleWithGame', { game }) ?? game,
      url: at(indexHref(path, { game: index.game.abbr })),
    });
  }
  if (index.filter) {
    steps.push({ name: filterName, url: at(indexHref(path, params)) });
  }
  const query = indexHref('', { ...params, page: index.pageNo });
  return pageHead(args, {
    page: index.page,
    ...(variant ? { variant } : {}),
    values: { game, name: filterName },
    section:
      index.pageNo > 1 && pageWords ? interpolate(pageWords, { page: String(index.pageNo) }) : undefined,
    query,
    jsonLd: [breadcrumbsJsonLd(steps)],
  });
}
