import type { LiveDetail, Side } from '../../../shared/matches/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { cricketRuns, familyOf, isPlaying, seriesKey, teamLabel } from './format.ts';
import { formatFullDateTime, formatInteger } from './intl.ts';
import { eventName } from './json-ld.ts';
import { useLiveFields } from './live-store.ts';
import { MatchStatus } from './MatchStatus.tsx';
import type { MatchPageData, PageTeam } from './match-page.ts';
import { PeriodTable, Standings } from './PeriodTable.tsx';
import { ReserveButton } from './ReserveButton.tsx';
import { useScreen } from './ScreenContext.tsx';
import { useScoreFlash } from './score-flash.ts';
import { roundLabel, stageLabel } from './stage-names.ts';
import { TeamLogo } from './TeamLogo.tsx';
import './match-header.css';
import { GameLogo } from '../games/index.ts';

/** A side: its logo and name, the name a link to the team's library page. */
function Team({ team, winner }: { team: PageTeam | null; winner: boolean }) {
  return (
    <div className="match-header__team" data-winner={winner ? 'true' : undefined}>
      <TeamLogo team={team} size={56} />
      {team ? (
        <Link className="match-header__name" dir="auto" to={`/squadLibrary/${team.id}`}>
          {teamLabel(team)}
        </Link>
      ) : (
        <span className="match-header__name">{teamLabel(team)}</span>
      )}
    </div>
  );
}

/** The current period's extra detail: tennis points, outs, innings runs, frame points, map stats. */
function LiveStats({ detail, playing }: { detail: LiveDetail; playing: boolean }) {
  const { t, i18n } = useTranslation('matches');
  const n = (value: number) => formatInteger(i18n.language, value);
  const pair = (v: { home: number; away: number }) => `${n(v.home)} – ${n(v.away)}`;
  const items: Array<[string, string]> = [];
  if (playing && detail.points)
    items.push([t('row.points'), `${detail.points.home} – ${detail.points.away}`]);
  if (playing && detail.outs !== undefined) items.push([t('match.outs'), n(detail.outs)]);
  if (detail.cricket) {
    const innings = (side: 'home' | 'away') => {
      const i = detail.cricket?.[side];
      return i ? `${cricketRuns(i18n.language, i)} (${i.overs})` : t('match.yetToBat');
    };
    items.push([t('match.innings'), `${innings('home')} · ${innings('away')}`]);
  }
  if (playing && detail.framePoints) items.push([t('match.framePoints'), pair(detail.framePoints)]);
  if (detail.rounds) items.push([t('match.rounds'), pair(detail.rounds)]);
  if (detail.kills) items.push([t('match.kills'), pair(detail.kills)]);
  if (detail.towers) items.push([t('match.towers'), pair(detail.towers)]);
  if (detail.mapName) items.push([t('match.mapName'), detail.mapName]);
  if (items.length === 0) return null;
  return (
    <dl className="match-stats">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Cricket: a side's runs/wickets and overs; a side yet to bat has no score, it is yet to bat. */
function CricketSideScore({ detail, side, scored }: { detail: LiveDetail; side: Side; scored: boolean }) {
  const { t, i18n } = useTranslation('matches');
  const innings = detail.cricket?.[side];
  if (!innings)
    return (
      <span className="match-header__yet" data-side={side}>
        {t('match.yetToBat')}
      </span>
    );
  return (
    <span className="match-header__innings" data-side={side} data-scored={scored ? 'true' : undefined}>
      <span dir="ltr">{cricketRuns(i18n.language, innings)}</span>
      <small dir="ltr">{t('match.oversShort', { overs: innings.overs })}</small>
    </span>
  );
}

/**
 * The match page's live header: league, stage and round, both teams, score, status with period
 * and clock, the start time in the viewer's zone and the score by period. It follows `match:<id>`
 * through the live store, like a row.
 */
export function MatchHeader({ match }: { match: MatchPageData }) {
  const { t, i18n } = useTranslation('matches');
  const { tz } = useScreen();
  const live = useLiveFields(match);
  const scored = useScoreFlash(live.score);
  const locale = i18n.language;
  const playing = isPlaying(live.status);
  const royale = familyOf(match.gameId) === 'battle_royale';
  const started = live.score && !['preview', 'not_started', 'postponed', 'cancelled'].includes(live.status);
  // The page's heading in its language ("A 对 B", "A ضد B"); the league when there are no two sides.
  const name =
    match.home && match.away
      ? t('match.teams', { home: match.home.name, away: match.away.name })
      : eventName(match);
  const seriesOf = seriesKey(match.gameId, match.bestOf);
  const series = seriesOf && t(seriesOf.key, { n: formatInteger(locale, seriesOf.n) });
  const cricket = familyOf(match.gameId) === 'cricket' && live.detail.cricket;
  const context = [stageLabel(t, locale, match.stage), roundLabel(t, locale, match.round)]
    .filter(Boolean)
    .join(' · ');
  return (
    <header
      className="match-header"
      data-match-id={match.id}
      data-seq={live.seq}
      data-status={live.status}
      data-playing={playing ? 'true' : undefined}
    >
      <p className="match-header__league">
        {/* The way back: the game's match list, the league's library page (JSON-LD breadcrumbs alike). */}
        <GameLogo abbr={match.abbr} size={18} />
        <Link to={`/match/${match.abbr}`}>{t(`games:${match.gameId}`)}</Link>
        <span className="match-header__sep" aria-hidden="true">
          ›
        </span>
        {match.league.logo && <img src={match.league.logo} alt="" width={18} height={18} />}
        <Link to={`/leagueLibrary/${match.league.id}`} dir="auto">
          {match.league.name}
        </Link>
        {context && <span>{context}</span>}
        {series && <span className="match-header__bestof">{series}</span>}
      </p>
      <h1 className="visually-hidden">{name}</h1>
      {royale ? (
        <div className="match-header__board match-header__board--royale">
          <span className="match-header__name">
            {t('row.participants', { n: formatInteger(locale, match.participants?.length ?? 0) })}
          </span>
          <span className="match-header__status">
            <MatchStatus live={live} gameId={match.gameId} startTime={match.startTime} withDay />
          </span>
        </div>
      ) : (
        <div className="match-header__board">
          <Team team={match.home} winner={live.winner === 'home'} />
          <div className="match-header__centre">
            <span
              className="match-header__score"
              data-testid="match-score"
              data-playing={playing ? 'true' : undefined}
            >
              {started && live.score && cricket ? (
                <>
                  <CricketSideScore detail={live.detail} side="home" scored={scored.home} />
                  <span aria-hidden="true">–</span>
                  <span className="visually-hidden">:</span>
                  <CricketSideScore detail={live.detail} side="away" scored={scored.away} />
                </>
              ) : started && live.score ? (
                <>
                  <span data-scored={scored.home ? 'true' : undefined}>
                    {formatInteger(locale, live.score.home)}
                  </span>
                  <span aria-hidden="true">–</span>
                  <span className="visually-hidden">:</span>
                  <span data-scored={scored.away ? 'true' : undefined}>
                    {formatInteger(locale, live.score.away)}
                  </span>
                </>
              ) : (
                <span className="match-header__vs">{t('match.vs')}</span>
              )}
            </span>
            <span className="match-header__status">
              <MatchStatus live={live} gameId={match.gameId} startTime={match.startTime} withDay />
            </span>
          </div>
          <Team team={match.away} winner={live.winner === 'away'} />
        </div>
      )}
      <p className="match-header__start">
        <span>
          <span>{t('match.startTime')}</span>{' '}
          <time dateTime={match.startTime}>{formatFullDateTime(locale, tz, match.startTime)}</time>
        </span>
        {match.venue && (
          <span data-testid="match-venue">
            <span>{t('match.venue')}</span> <bdi>{match.venue}</bdi>
          </span>
        )}
      </p>
      <div className="match-header__actions">
        <FavouriteButton matchId={match.id} loaded={match.favourite} matchName={name} />
        <ReserveButton matchId={match.id} loaded={match.reservation === 'not_started'} status={live.status} />
      </div>
      {royale ? <Standings match={match} live={live} /> : <PeriodTable match={match} live={live} />}
      <LiveStats detail={live.detail} playing={playing} />
    </header>
  );
}
