import { useMatches } from 'react-router';
import { requireGame } from '../features/games/game-param.server.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { gameName, pageHead, rootData } from '../seo/head.ts';
import { PageShell } from '../ui/PageShell.tsx';
import type { Route } from './+types/game-list.ts';

/**
 * Lists scoped to a game (videos, data). Only known game slugs are
 * accepted; an optional `:game` may be left out for all games.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { game: params.game ? await requireGame(context, params.game) : null };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.matches.at(-1)?.id;
  const root = rootData(args.matches);
  const game = args.loaderData?.game;
  if (!game || !root) return pageHead(args, { page });
  return pageHead(args, { page, variant: 'titleWithGame', values: { game: gameName(root, game.gameId) } });
};

export default function GameList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const id = useMatches().at(-1)?.id ?? '';
  const { game } = loaderData;
  const title = game ? t(`${id}.titleWithGame`, { game: t(`games:${game.gameId}`) }) : t(`${id}.title`);
  return <PageShell title={title} lead={t(`${id}.description`)} />;
}
