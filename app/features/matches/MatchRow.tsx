import { type CSSProperties, memo } from 'react';
import type { PeriodScore, Side, SportFamily } from '../../../shared/matches/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import {
  battleRoyaleLeader,
  cricketRuns,
  familyOf,
  initials,
  isPlaying,
  periodColumns,
  periodKey,
  rowPeriodScores,
  teamHue,
  teamLabel,
} from './format.ts';
import { formatInteger } from './intl.ts';
import { useLiveFields } from './live-store.ts';
import { MatchStatus } from './MatchStatus.tsx';
import { canReserve } from './match-page.ts';
import type { MatchRow, RowLive, RowTeam } from './match-row.ts';
import { ReserveBell } from './ReserveButton.tsx';
import { useScreen } from './ScreenContext.tsx';
import { useScoreFlash } from './score-flash.ts';

const NOT_PLAYED = new Set(['preview', 'not_started', 'postponed', 'cancelled']);

/** "Arsenal – Chelsea", or the league for battle royale (many teams, no sides). */
export function matchName(row: Pick<MatchRow, 'home' | 'away' | 'league'>): string {
  return row.home && row.away ? `${teamLabel(row.home)} – ${teamLabel(row.away)}` : row.league.name;
}

/**
 * The attributes that draw a team's logo in CSS (`::before` of the element, matches.css): the image
 * as `--logo`, or its initials on a colour of its own (`--hue`) when the feed has none. Lists render
 * hundreds of these: no element of their own.
 */
export function teamLogoProps(team: RowTeam | null) {
  const logo = team?.logo;
  return {
    'data-initials': logo ? undefined : initials(team),
    'data-logo': logo ? 'true' : undefined,
    style: (logo
      ? { '--logo': `url(${JSON.stringify(logo)})` }
      : { '--hue': teamHue(team?.name ?? '') }) as unknown as CSSProperties,
  };
}

/**
 * One side of a row: its logo drawn by CSS (the image, or its initials on a colour of its own), its
 * full name (cut by CSS where the row is short of room; app/ui/clipped-titles.ts shows it whole on
 * hover), a red-card badge (football) and the serving dot (tennis, sets). One element, a link to the
 * team's library page (out of the Tab order: keyboards open the match, whose header links the team),
 * two more elements only when there is a badge.
 */
function TeamLine(props: { team: RowTeam; winner: boolean; serving: boolean; redCards: number }) {
  const { t, i18n } = useTranslation('matches');
  const name = teamLabel(props.team);
  return (
    <Link
      to={`/squadLibrary/${props.team.id}`}
      className="match-row__team"
      tabIndex={-1}
      data-winner={props.winner ? 'true' : undefined}
      {...teamLogoProps(props.team)}
    >
      {props.redCards > 0 && (
        <b
          className="red-card"
          role="img"
          aria-label={t('row.redCards', { n: formatInteger(i18n.language, props.redCards) })}
        >
          {props.redCards > 1 ? formatInteger(i18n.language, props.redCards) : ''}
        </b>
      )}
      {props.serving && <i className="match-row__serving" role="img" aria-label={t('row.serving')} />}
      {name}
    </Link>
  );
}

/**
 * Period scores as small columns (quarters, sets, maps): their text in at most two elements (the
 * older columns, which phones hide, and the last two), both sides on two lines; the whole is one
 * image for screen readers, named by a sentence ("Q1 25–22, Q2 18–20").
 */
function PeriodColumns({ periods }: { periods: PeriodScore[] }) {
  const { t, i18n } = useTranslation('games');
  if (periods.length === 0) return null;
  const n = (value: number) => formatInteger(i18n.language, value);
  const spoken = periods
    .map((p) => {
      const { key, n: index } = periodKey(p);
      return `${t(`period.${key}`, { n: n(index) })} ${n(p.home)}–${n(p.away)}`;
    })
    .join(', ');
  const text = periodColumns(periods, n);
  return (
    <span className="match-row__periods" role="img" aria-label={spoken}>
      {text.older !== null && <span className="match-row__older">{text.older}</span>}
      <span>{text.recent}</span>
    </span>
  );
}

/**
 * Cricket: each side's runs/wickets and, beside them, its overs; a side yet to bat shows nothing
 * (scoreboards leave it empty: its 0 is not a score).
 */
function CricketScore({ live }: { live: RowLive }) {
  const { t, i18n } = useTranslation('matches');
  const cricket = live.detail.cricket;
  const sides: Side[] = ['home', 'away'];
  const scoreOf = (side: Side) => {
    const innings = cricket?.[side];
    return innings ? cricketRuns(i18n.language, innings) : null;
  };
  const spoken = sides.map((side) => scoreOf(side) ?? t('match.yetToBat')).join(' – ');
  return (
    <>
      <div className="match-row__points match-row__overs" title={t('match.overs')}>
        <span className="visually-hidden">{t('match.overs')}</span>
        {sides.map((side) => (
          <span key={side} dir="ltr">
            {cricket?.[side]?.overs ?? ''}
          </span>
        ))}
      </div>
      <div className="match-row__score" data-playing={isPlaying(live.status) ? 'true' : undefined}>
        <span className="visually-hidden">{spoken}</span>
        {sides.map((side) => (
          <span key={side} aria-hidden="true" dir="ltr" data-side={side}>
            {scoreOf(side) ?? ''}
          </span>
        ))}
      </div>
    </>
  );
}

function Score({ live, family }: { live: RowLive; family: SportFamily }) {
  const { i18n } = useTranslation();
  const score = live.score;
  const scored = useScoreFlash(score);
  if (!score || NOT_PLAYED.has(live.status)) return <span className="match-row__score" />;
  if (family === 'cricket' && live.detail.cricket) return <CricketScore live={live} />;
  const home = formatInteger(i18n.language, score.home);
  const away = formatInteger(i18n.language, score.away);
  // One element: both sides on two lines; a side that just scored is tinted (its half of the cell).
  const flash = scored.home ? (scored.away ? 'both' : 'home') : scored.away ? 'away' : undefined;
  return (
    <span
      className="match-row__score"
      data-playing={isPlaying(live.status) ? 'true' : undefined}
      data-scored={flash}
    >{`${home}\n${away}`}</span>
  );
}

/**
 * One match in a list, one grid of few elements (issue 12: rows of at most 40 px, 48 px on phones):
 * status (time, period and clock, or the word and the kick-off time), both teams with their logos,
 * period scores where the sport has room for them, score (or the reservation bell before the match
 * starts), and the favourite star. The status is the link to the match page, covering the row; the
 * team names above it link to their teams. It follows its own
 * match in the live store, so a push re-renders this row only; `memo` keeps list re-renders away.
 */
export const MatchRowItem = memo(function MatchRowItem(props: {
  row: MatchRow;
  /** Lists spanning several days show the weekday with start times. */
  withDay?: boolean;
}) {
  const { t, i18n } = useTranslation('matches');
  const { abbrOf } = useScreen();
  const { row } = props;
  const live = useLiveFields(row);
  const family = familyOf(row.gameId);
  const abbr = abbrOf(row.gameId);
  const playing = isPlaying(live.status);
  const leader = family === 'battle_royale' ? battleRoyaleLeader(live, row.participants) : null;
  const points = playing && family === 'tennis' ? live.detail.points : undefined;
  const red = live.detail.redCards;
  return (
    <li
      className="match-row"
      data-match-id={row.id}
      data-game={abbr}
      data-seq={live.seq}
      data-status={live.status}
      data-start={row.startTime}
    >
      {/* The match's link: the status and, for screen readers, both sides' names; it covers the whole
          row (its ::after). The team names above it link to their library pages (where the pointer
          is fine: on touch screens a tap anywhere opens the match; decision 018). */}
      <Link to={`/${abbr}/${row.id}`} className="match-row__link">
        <MatchStatus
          live={live}
          gameId={row.gameId}
          startTime={row.startTime}
          withDay={props.withDay}
          dayOnLabel={props.withDay}
          kickOff
          compact
        />
        <span className="visually-hidden">{` ${matchName(row)}`}</span>
      </Link>
      <span className="match-row__teams">
        {row.home && row.away ? (
          <>
            <TeamLine
              team={row.home}
              winner={live.winner === 'home'}
              serving={live.detail.serving === 'home' && playing}
              redCards={red?.home ?? 0}
            />
            <TeamLine
              team={row.away}
              winner={live.winner === 'away'}
              serving={live.detail.serving === 'away' && playing}
              redCards={red?.away ?? 0}
            />
          </>
        ) : (
          <>
            <span className="match-row__team">
              {t('row.participants', { n: formatInteger(i18n.language, row.participants?.length ?? 0) })}
            </span>
            {/* The full name, cut by CSS where the row is short of room: two teams of a lobby may
                share a word ("Paragon", "Team Paragon"), so a name is never cut to a stub. */}
            <span
              className="match-row__team match-row__leader"
              title={leader ? teamLabel(leader.team) : undefined}
              dir="auto"
            >
              {leader &&
                t('row.leader', {
                  team: teamLabel(leader.team),
                  points: formatInteger(i18n.language, leader.points),
                })}
            </span>
          </>
        )}
      </span>
      <PeriodColumns periods={rowPeriodScores(family, live.periodScores)} />
      {points && (
        <span
          className="match-row__points"
          role="img"
          aria-label={`${t('row.points')} ${points.home}–${points.away}`}
        >{`${points.home}\n${points.away}`}</span>
      )}
      {canReserve(live.status) ? (
        <ReserveBell matchId={row.id} loaded={row.reserved} matchName={matchName(row)} />
      ) : (
        <Score live={live} family={family} />
      )}
      <FavouriteButton matchId={row.id} loaded={row.favourite} matchName={matchName(row)} />
    </li>
  );
});
