import { useContext } from 'react';
import { UNSAFE_DataRouterDataContext } from 'react-router';
import { gameLogoPath } from '../../../shared/games/catalog.ts';
import type { RootData } from '../../root-data.ts';

/**
 * The logo of each game as the operator set it (the console's game catalog), else the product's own:
 * `(abbr) => src`, from the layout's games.
 */
export function useGameLogos(): (abbr: string) => string {
  // The layout's data as `useRouteLoaderData('root')` reads it, but without throwing outside a data
  // router (a component rendered on its own shows the product's logos).
  const state = useContext(UNSAFE_DataRouterDataContext);
  const games = (state?.loaderData.root as RootData | undefined)?.games;
  return (abbr) => {
    const game = games?.find((g) => g.abbr === abbr);
    return game && 'logo' in game && game.logo ? game.logo : gameLogoPath(abbr);
  };
}

/** A game's logo, decorative (the game's name is always written beside it). */
export function GameLogo(props: { abbr: string; size: number; className?: string; lazy?: boolean }) {
  const logo = useGameLogos();
  return (
    <img
      className={props.className}
      src={logo(props.abbr)}
      alt=""
      width={props.size}
      height={props.size}
      loading={props.lazy ? 'lazy' : undefined}
    />
  );
}
