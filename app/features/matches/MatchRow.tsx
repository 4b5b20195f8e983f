import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PeriodScore, Side, SportFamily } from '../../../shared/matches/model.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import {
  battleRoyaleLeader,
  cricketRuns,
  familyOf,
  isPlaying,
  periodKey,
  rowPeriodScores,
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
import { TeamLogo } from './TeamLogo.tsx';

const NOT_PLAYED = new Set(['preview', 'not_started', 'postponed', 'cancelled']);

/** "Arsenal – Chelsea", or the league for battle royale (many teams, no sides). */
export function matchName(row: Pick<MatchRow, 'home' | 'away' | 'league'>): string {
  return row.home && row.away ? `${teamLabel(row.home)} – ${teamLabel(row.away)}` : row.league.name;
}

function TeamLine(props: { team: RowTeam | null; winner: boolean; serving: boolean }) {
  const { t } = useTranslation('matches');
  return (
    <span className="match-row__team" data-winner={props.winner ? 'true' : undefined}>
      <TeamLogo team={props.team} />
      <span className="match-row__name" dir="auto" title={teamLabel(props.team)}>
        {teamLabel(props.team)}
      </span>
      {props.serving && (
        <span className="match-row__serving" title={t('row.serving')}>
          <span className="visually-hidden">{t('row.serving')}</span>
        </span>
      )}
    </span>
  );
}

/** Period scores as small columns (quarters, sets, maps), with a sentence for screen readers. */
function PeriodColumns({ periods }: { periods: PeriodScore[] }) {
  const { t, i18n } = useTranslation('games');
  const n = (value: number) => formatInteger(i18n.language, value);
  const spoken = periods
    .map((p) => {
      const { key, n: index } = periodKey(p);
      return `${t(`period.${key}`, { n: n(index) })} ${n(p.home)}–${n(p.away)}`;
    })
    .join(', ');
  return (
    <div className="match-row__periods">
      <span className="visually-hidden">{spoken}</span>
      {periods.map((p) => (
        <span key={`${p.type}${p.index}`} className="match-row__period" aria-hidden="true">
          <span>
            {n(p.home)}
            {p.tiebreak && <sup>{n(p.tiebreak.home)}</sup>}
          </span>
          <span>
            {n(p.away)}
            {p.tiebreak && <sup>{n(p.tiebreak.away)}</sup>}
          </span>
        </span>
      ))}
    </div>
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
  if (!score || NOT_PLAYED.has(live.status)) return <div className="match-row__score" />;
  if (family === 'cricket' && live.detail.cricket) return <CricketScore live={live} />;
  const home = formatInteger(i18n.language, score.home);
  const away = formatInteger(i18n.language, score.away);
  return (
    <div className="match-row__score" data-playing={isPlaying(live.status) ? 'true' : undefined}>
      <span className="visually-hidden">{`${home}–${away}`}</span>
      <span aria-hidden="true" data-scored={scored.home ? 'true' : undefined}>
        {home}
      </span>
      <span aria-hidden="true" data-scored={scored.away ? 'true' : undefined}>
        {away}
      </span>
    </div>
  );
}

/**
 * One match in a list: status (time, period and clock), teams with logos, period scores where the
 * sport has room for them, score, and the favourite star. It follows its own match in the live
 * store, so a push re-renders this row only; `memo` keeps list re-renders from reaching it.
 */
export const MatchRowItem = memo(function MatchRowItem(props: {
  row: MatchRow;
  /** Lists not grouped by league name the league (and the game) in each row. */
  showLeague?: boolean;
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
  return (
    <li
      className="match-row"
      data-match-id={row.id}
      data-game={abbr}
      data-seq={live.seq}
      data-status={live.status}
      data-start={row.startTime}
    >
      {props.showLeague && (
        <span className="match-row__league">
          <img src={`/images/games/${abbr}.svg`} alt="" width={14} height={14} loading="lazy" />
          <span dir="auto">{row.league.name}</span>
        </span>
      )}
      <div className="match-row__status">
        <MatchStatus
          live={live}
          gameId={row.gameId}
          startTime={row.startTime}
          withDay={props.withDay}
          dayOnLabel={props.withDay}
          compact
        />
      </div>
      <div className="match-row__main">
        <Link to={`/${abbr}/${row.id}`} className="match-row__link">
          {row.home && row.away ? (
            <>
              <TeamLine
                team={row.home}
                winner={live.winner === 'home'}
                serving={live.detail.serving === 'home' && playing}
              />
              <span className="visually-hidden"> – </span>
              <TeamLine
                team={row.away}
                winner={live.winner === 'away'}
                serving={live.detail.serving === 'away' && playing}
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
              >
                {leader && (
                  <span className="match-row__name" dir="auto">
                    {t('row.leader', {
                      team: teamLabel(leader.team),
                      points: formatInteger(i18n.language, leader.points),
                    })}
                  </span>
                )}
              </span>
            </>
          )}
        </Link>
      </div>
      <PeriodColumns periods={rowPeriodScores(family, live.periodScores)} />
      {points && (
        <div className="match-row__points" title={t('row.points')}>
          <span className="visually-hidden">{t('row.points')}</span>
          <span>{points.home}</span>
          <span>{points.away}</span>
        </div>
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
