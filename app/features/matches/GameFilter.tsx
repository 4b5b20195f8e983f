import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRootData } from './ScreenContext.tsx';

/**
 * Chips of the catalog's games ("all" first, sports before esports): links, so a filtered page
 * has its own address and renders on the server.
 */
export function GameFilter(props: { current: string | null; hrefFor: (abbr: string | null) => string }) {
  const { t } = useTranslation('matches');
  const games = useRootData()?.games ?? [];
  const ordered = [...games.filter((g) => g.kind === 'sports'), ...games.filter((g) => g.kind !== 'sports')];
  return (
    <nav className="game-filter" aria-label={t('filter.label')} data-testid="game-filter">
      <ul>
        <li>
          <Link
            to={props.hrefFor(null)}
            className="game-chip"
            aria-current={props.current === null ? 'true' : undefined}
            preventScrollReset
          >
            {t('filter.all')}
          </Link>
        </li>
        {ordered.map((game) => (
          <li key={game.gameId}>
            <Link
              to={props.hrefFor(game.abbr)}
              className="game-chip"
              aria-current={props.current === game.abbr ? 'true' : undefined}
              preventScrollReset
            >
              <img src={`/images/games/${game.abbr}.svg`} alt="" width={18} height={18} loading="lazy" />
              <span>{t(`games:${game.gameId}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
