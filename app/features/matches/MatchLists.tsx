import { useId } from 'react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { MatchRowItem } from './MatchRow.tsx';
import type { MatchRow } from './match-row.ts';
import { useScreen } from './ScreenContext.tsx';
import type { LeagueRows } from './views.ts';

/** Rows of several leagues, each naming its league (home page sections). */
export function MatchList(props: { rows: MatchRow[]; withDay?: boolean; empty: string }) {
  if (props.rows.length === 0) return <EmptyState message={props.empty} />;
  return (
    <ul className="match-list" data-testid="match-list">
      {props.rows.map((row) => (
        <MatchRowItem key={row.id} row={row} showLeague withDay={props.withDay} />
      ))}
    </ul>
  );
}

function LeagueGroup({
  group,
  showGame,
  withDay,
}: {
  group: LeagueRows;
  showGame: boolean;
  withDay: boolean;
}) {
  const headingId = useId();
  const { abbrOf } = useScreen();
  const gameId = group.rows[0]?.gameId;
  return (
    <section className="league-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="league-group__name">
        {showGame && gameId !== undefined && (
          <img src={`/images/games/${abbrOf(gameId)}.svg`} alt="" width={16} height={16} loading="lazy" />
        )}
        {group.league.logo && <img src={group.league.logo} alt="" width={16} height={16} loading="lazy" />}
        <span dir="auto">{group.league.name}</span>
      </h3>
      <ul className="match-list">
        {group.rows.map((row) => (
          <MatchRowItem key={row.id} row={row} withDay={withDay} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The match list: matches grouped by league, bigger leagues first. `withDay`: the list spans several
 * days (the results tab), so rows name their day.
 */
export function LeagueGroups(props: {
  groups: LeagueRows[];
  showGame: boolean;
  withDay?: boolean;
  empty: string;
}) {
  if (props.groups.length === 0) return <EmptyState message={props.empty} />;
  return (
    <div className="league-groups" data-testid="match-list">
      {props.groups.map((group) => (
        <LeagueGroup
          key={`${group.league.id}:${group.rows[0]?.id}`}
          group={group}
          showGame={props.showGame}
          withDay={props.withDay ?? false}
        />
      ))}
    </div>
  );
}
