import { data, type RouterContextProvider } from 'react-router';
import { appContext } from '../../context.ts';

export interface GameRef {
  gameId: number;
  abbr: string;
  kind: 'esports' | 'sports';
}

/** The game a `:game` URL segment names; anything but a known slug is a 404. */
export async function requireGame(context: Readonly<RouterContextProvider>, slug: string): Promise<GameRef> {
  const game = await findGame(context, slug);
  if (!game) throw data(null, { status: 404 });
  return game;
}

/** The ids of the games in the operator's order (the console's game catalog). */
export async function gameOrder(context: Readonly<RouterContextProvider>): Promise<number[]> {
  return (await context.get(appContext).services.games.list()).map((g) => g.gameId);
}

export async function findGame(
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<GameRef | undefined> {
  const games = await context.get(appContext).services.games.list();
  const game = games.find((g) => g.abbr === slug);
  return game && { gameId: game.gameId, abbr: game.abbr, kind: game.kind };
}
