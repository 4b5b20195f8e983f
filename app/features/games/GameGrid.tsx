import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';

export interface GameCard {
  gameId: number;
  kind: 'esports' | 'sports';
  abbr: string;
  logo: string;
}

const FILTERS = ['all', 'esports', 'sports'] as const;
type Filter = (typeof FILTERS)[number];

/** The games covered, with a sports / esports filter that works without a round trip. */
export function GameGrid({ games }: { games: GameCard[] }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = filter === 'all' ? games : games.filter((g) => g.kind === filter);
  return (
    <section className="games" aria-labelledby="games-heading">
      <div className="games__head">
        <h2 id="games-heading">{t('home.gamesHeading')}</h2>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('home.filterLabel')}</legend>
          {FILTERS.map((f) => (
            <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {t(`home.tabs.${f}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {shown.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="games__grid" data-testid="game-grid">
          {shown.map((game) => (
            <li key={game.gameId} className="game-card" data-kind={game.kind}>
              <img src={game.logo} alt="" width={40} height={40} loading="lazy" />
              <span>{t(`games:${game.gameId}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
