/** `/admin/games`: the game catalog (editors; issue 15). The role is checked again here. */
import type { RouterContextProvider } from 'react-router';
import { gameLogoPath } from '../../../../shared/games/catalog.ts';
import { consoleAccess, contentChoices } from '../console.server.ts';

export async function gamesLoader(context: Readonly<RouterContextProvider>) {
  const { load, view } = consoleAccess(context, 'editor', ['games']);
  const { languages } = await contentChoices(load);
  const games = (await load.services.games.list()).map((g) => ({
    gameId: g.gameId,
    abbr: g.abbr,
    kind: g.kind,
    logo: g.logo,
    custom: g.logo !== gameLogoPath(g.abbr),
    names: g.names,
  }));
  return { view, games, languages };
}

export type GamesData = Awaited<ReturnType<typeof gamesLoader>>;
