import { useTranslation } from 'react-i18next';
import { requireGame } from '../features/games/game-param.server.ts';
import { gameName, localizedPath, pageHead, rootData } from '../seo/head.ts';
import { PageShell } from '../ui/PageShell.tsx';
import type { Route } from './+types/game-match.ts';

/** `/{game}/{id}`: a match of a known game. The live-scores issue fills in teams, score and status. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { game: await requireGame(context, params.game), matchId: params.id };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  if (!root || !loaded) return pageHead(args, { page: 'gameMatch' });
  const game = gameName(root, loaded.game.gameId);
  const values = { game, id: loaded.matchId };
  // Spec: structured data "sports event, for paths like /{game}/{number}".
  const jsonLd = /^\d+$/.test(loaded.matchId)
    ? [
        {
          '@type': 'SportsEvent',
          name: `${game} ${loaded.matchId}`,
          sport: game,
          identifier: loaded.matchId,
          url: root.site.origin + localizedPath(root, root.language, args.location.pathname),
        },
      ]
    : [];
  return pageHead(args, { page: 'gameMatch', variant: 'titleWithId', values, jsonLd });
};

export default function GameMatch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const title = t('gameMatch.titleWithId', {
    game: t(`games:${loaderData.game.gameId}`),
    id: loaderData.matchId,
  });
  return <PageShell title={title} lead={t('gameMatch.description')} />;
}
