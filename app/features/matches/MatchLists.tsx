import type { ReactNode } from 'react';
import {
  groupBySportAndLeague,
  type LeagueBlock,
  type PinnedLeague,
} from '../../../shared/matches/grouping.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/links.tsx';
import { GameLogo } from '../games/index.ts';
import { toggleUserPin, useUserPins } from './league-pins.ts';
import { MatchRowItem } from './MatchRow.tsx';
import type { MatchRow } from './match-row.ts';
import { useRootData, useScreen } from './ScreenContext.tsx';

type Level = 2 | 3;

/** A heading of the given level (the page decides where lists sit in its outline). */
function Heading(props: { level: Level | 4; className: string; children: ReactNode }) {
  const Tag = `h${props.level}` as 'h2' | 'h3' | 'h4';
  return <Tag className={props.className}>{props.children}</Tag>;
}

function LeagueGroup(props: {
  block: LeagueBlock<MatchRow>;
  gameId: number;
  level: Level | 4;
  userPinned: boolean;
  withDay: boolean;
}) {
  const { t } = useTranslation('matches');
  const { block } = props;
  const { league } = block;
  return (
    <section
      className="league-group"
      data-league-id={league.id}
      data-pinned={block.pinned ? 'true' : undefined}
    >
      <Heading level={props.level} className="league-group__name">
        {league.logo && <img src={league.logo} alt="" width={16} height={16} loading="lazy" />}
        <Link to={`/leagueLibrary/${league.id}`} dir="auto" className="league-group__link">
          {league.name}
        </Link>
      </Heading>
      <button
        type="button"
        className="league-pin"
        aria-pressed={props.userPinned}
        aria-label={t(props.userPinned ? 'league.unpin' : 'league.pin', { league: league.name })}
        onClick={() => toggleUserPin(league.id)}
      />
      <ul className="match-list">
        {block.rows.map((row) => (
          <MatchRowItem key={row.id} row={row} withDay={props.withDay} />
        ))}
      </ul>
    </section>
  );
}

function SportGroup(props: {
  gameId: number;
  leagues: LeagueBlock<MatchRow>[];
  level: Level;
  userPins: readonly number[];
  withDay: boolean;
}) {
  const { t } = useTranslation('games');
  const { abbrOf } = useScreen();
  const abbr = abbrOf(props.gameId);
  return (
    <section className="sport-group" data-game={abbr}>
      <Heading level={props.level} className="sport-group__name">
        <GameLogo abbr={abbr} size={16} lazy />
        {t(`${props.gameId}`)}
      </Heading>
      {props.leagues.map((block) => (
        <LeagueGroup
          key={block.league.id}
          block={block}
          gameId={props.gameId}
          level={(props.level + 1) as 3 | 4}
          userPinned={props.userPins.includes(block.league.id)}
          withDay={props.withDay}
        />
      ))}
    </section>
  );
}

/**
 * A list of matches grouped by sport, then league (shared/matches/grouping.ts), each header once:
 * the sport's when the list spans several games (`showSport`), the league's always, with a pin that
 * puts the league (and its sport) first in this browser. The brand's pins are the server's: a
 * guest's cached page is already in their order; the viewer's own apply after hydration.
 * `level`: the sport headings' level (league headings are one below; without sport headings the
 * league headings take it).
 */
export function MatchGroups(props: {
  rows: readonly MatchRow[];
  brandPins: readonly PinnedLeague[];
  showSport: boolean;
  level: Level;
  withDay?: boolean;
  empty: string;
}) {
  const userPins = useUserPins();
  const order = useRootData()?.games.map((g) => g.gameId);
  if (props.rows.length === 0) return <EmptyState message={props.empty} />;
  const sports = groupBySportAndLeague(props.rows, { brand: props.brandPins, user: userPins }, order);
  const withDay = props.withDay ?? false;
  return (
    <div className="league-groups" data-testid="match-list">
      {props.showSport
        ? sports.map((sport) => (
            <SportGroup
              key={sport.gameId}
              gameId={sport.gameId}
              leagues={sport.leagues}
              level={props.level}
              userPins={userPins}
              withDay={withDay}
            />
          ))
        : sports.flatMap((sport) =>
            sport.leagues.map((block) => (
              <LeagueGroup
                key={block.league.id}
                block={block}
                gameId={sport.gameId}
                level={props.level}
                userPinned={userPins.includes(block.league.id)}
                withDay={withDay}
              />
            )),
          )}
    </div>
  );
}

/** Rows in the order given, each of its own league (My follows). */
export function MatchList(props: { rows: MatchRow[]; withDay?: boolean; empty: string }) {
  if (props.rows.length === 0) return <EmptyState message={props.empty} />;
  return (
    <ul className="match-list" data-testid="match-list">
      {props.rows.map((row) => (
        <MatchRowItem key={row.id} row={row} withDay={props.withDay} />
      ))}
    </ul>
  );
}
