import type { LiveIdsByGame } from '../../../shared/matches/grouping.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';
import { useGameLogos } from '../games/index.ts';
import { formatInteger } from './intl.ts';
import { useLiveCounts } from './live-counts.ts';
import { useRootData } from './ScreenContext.tsx';

/**
 * Chips of the catalog's games ("all" first, then the games in the operator's order), each
 * with how many of its matches are in play ("Football 12", kept by the live socket): links, so a
 * filtered page has its own address and renders on the server. On phones the row scrolls sideways
 * with the same hint as the match tabs (ScrollHint), the current chip scrolled into view.
 */
export function GameFilter(props: {
  current: string | null;
  hrefFor: (abbr: string | null) => string;
  liveIds: LiveIdsByGame;
}) {
  const { t, i18n } = useTranslation('matches');
  const games = useRootData()?.games ?? [];
  const counts = useLiveCounts(props.liveIds);
  const gameLogo = useGameLogos();
  let total = 0;
  for (const n of counts.values()) total += n;
  const chip = (key: string, abbr: string | null, name: string, n: number, icon?: string) => (
    <li key={key}>
      <Link
        to={props.hrefFor(abbr)}
        className="game-chip"
        aria-current={props.current === abbr ? 'true' : undefined}
        aria-label={
          n > 0 ? t('filter.withLive', { game: name, n: formatInteger(i18n.language, n) }) : undefined
        }
        preventScrollReset
      >
        {icon && <img src={icon} alt="" width={18} height={18} loading="lazy" />}
        <span className="game-chip__name">{name}</span>
        {n > 0 && <span className="game-chip__count">{formatInteger(i18n.language, n)}</span>}
      </Link>
    </li>
  );
  return (
    <nav className="game-filter" aria-label={t('filter.label')} data-testid="game-filter">
      <ScrollHint>
        <ul>
          {chip('all', null, t('filter.all'), total)}
          {games.map((game) =>
            chip(
              String(game.gameId),
              game.abbr,
              t(`games:${game.gameId}`),
              counts.get(game.gameId) ?? 0,
              gameLogo(game.abbr),
            ),
          )}
        </ul>
      </ScrollHint>
    </nav>
  );
}
