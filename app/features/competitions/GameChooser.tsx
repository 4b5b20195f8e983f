/**
 * The library indexes' game chooser: "all games" first, then the catalog's games in the game filter's
 * order (the operator's: the layout's games come in it), each a link (`?game=<abbr>`), so a chosen game has its own address and
 * renders on the server. The match pages' chips and their styles (`.game-filter`, matches.css): a side
 * list on wide screens, a row that scrolls sideways on phones.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';
import { GameLogo } from '../games/index.ts';

/** A game of the catalog as the chooser shows it (the layout's data has them all). */
export interface ChooserGame {
  gameId: number;
  abbr: string;
}

export function GameChooser(props: {
  games: readonly ChooserGame[];
  current: string | null;
  hrefFor: (abbr: string | null) => string;
}) {
  const { t } = useTranslation('matches');
  const chip = (key: string, abbr: string | null, name: string) => (
    <li key={key}>
      <Link
        to={props.hrefFor(abbr)}
        className="game-chip"
        aria-current={props.current === abbr ? 'true' : undefined}
        preventScrollReset
      >
        {abbr && <GameLogo abbr={abbr} size={18} lazy />}
        <span className="game-chip__name">{name}</span>
      </Link>
    </li>
  );
  return (
    <nav className="game-filter" aria-label={t('filter.label')} data-testid="game-filter">
      <ScrollHint>
        <ul>
          {chip('all', null, t('filter.all'))}
          {props.games.map((game) => chip(String(game.gameId), game.abbr, t(`games:${game.gameId}`)))}
        </ul>
      </ScrollHint>
    </nav>
  );
}
