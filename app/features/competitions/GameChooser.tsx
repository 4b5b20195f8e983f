/**
 * The library indexes' game chooser: "all games" first, then the catalog's games in the game filter's
 * order (sports, then esports), each a link (`?game=<abbr>`), so a chosen game has its own address and
 * renders on the server. The match pages' chips and their styles (`.game-filter`, matches.css): a side
 * list on wide screens, a row that scrolls sideways on phones.
 */
import { GAME_LIST_ORDER } from '../../../shared/matches/grouping.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';

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
  const ordered = [...props.games].sort(
    (a, b) => GAME_LIST_ORDER.indexOf(a.gameId) - GAME_LIST_ORDER.indexOf(b.gameId),
  );
  const chip = (key: string, abbr: string | null, name: string) => (
    <li key={key}>
      <Link
        to={props.hrefFor(abbr)}
        className="game-chip"
        aria-current={props.current === abbr ? 'true' : undefined}
        preventScrollReset
      >
        {abbr && <img src={`/images/games/${abbr}.svg`} alt="" width={18} height={18} loading="lazy" />}
        <span className="game-chip__name">{name}</span>
      </Link>
    </li>
  );
  return (
    <nav className="game-filter" aria-label={t('filter.label')} data-testid="game-filter">
      <ScrollHint>
        <ul>
          {chip('all', null, t('filter.all'))}
          {ordered.map((game) => chip(String(game.gameId), game.abbr, t(`games:${game.gameId}`)))}
        </ul>
      </ScrollHint>
    </nav>
  );
}
