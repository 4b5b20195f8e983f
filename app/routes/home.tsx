import { useTranslation } from 'react-i18next';
import { appContext } from '../context.ts';
import { GameGrid } from '../features/games/GameGrid.tsx';
import { pageHead } from '../seo/head.ts';
import type { Route } from './+types/home.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const games = await services.games.list();
  return { games: games.map(({ gameId, kind, abbr, logo }) => ({ gameId, kind, abbr, logo })) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      <GameGrid games={loaderData.games} />
    </>
  );
}
