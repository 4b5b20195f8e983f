/**
 * The match page's tabs below its header (issue 13): summary (key moments), match log (text live),
 * line-ups and odds. Each tab is a link to its own address (`?tab=`), rendered on the server with
 * only its own data; in the browser the shown tab keeps up with the match's channel (`incidents`
 * and `odds` frames) and is fetched again through `/java/{game}/{id}/{tab}` whenever the socket
 * (re)connects, so nothing pushed meanwhile is missed.
 */
import { Fragment, useCallback, useEffect, useState } from 'react';
import {
  BUY_TYPES,
  buyRecord,
  buyType,
  type EconomyMap,
  economyUnit,
} from '../../../shared/matches/economy.ts';
import {
  isKeyIncident,
  type LineupPlayer,
  LOG_FIRST_SCREEN,
  MATCH_DATA_TABS,
  MATCH_LOG_LIMIT,
  type MatchCentreTab,
  type MatchIncident,
  type MatchOdds,
  type MatchStats,
  type MatchTabData,
  ODDS_HISTORY_POINTS,
  type OddsPoint,
  type OddsPrices,
  type Preview,
  resultFor,
  STAT_DEFS,
  statName,
  type Trends,
  thinOut,
} from '../../../shared/matches/model.ts';
import { matchChannels } from '../../../shared/realtime/channels.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';
import { liveSocket } from '../live/index.ts';
import { type PlaybackData, PlaybackPanel } from '../videos/index.ts';
import { AnimationLive, useAnimationScene } from './AnimationLive.tsx';
import type { Scene } from './animation.ts';
import { DraftList, GoldChart, RoyaleGames } from './CentreEsports.tsx';
import { Choice } from './Choice.tsx';
import { FormList, ResultBadge } from './FormList.tsx';
import { familyOf, positionText } from './format.ts';
import {
  incidentIdentity,
  incidentMoment,
  incidentSentence,
  mergeIncidents,
  periodText,
} from './incident-text.ts';
import { formatInteger, formatStat, formatTime } from './intl.ts';
import { MomentumChart } from './MomentumChart.tsx';
import type { MatchPageData } from './match-page.ts';
import { matchTab, wholeLog } from './matches-api.ts';
import { type PlayerLines, PlayerStatsPanel } from './PlayerStatsPanel.tsx';
import { useScreen } from './ScreenContext.tsx';
import { StandingsTable } from './StandingsTable.tsx';
import { TabLinks, tabId } from './TabLinks.tsx';
import './centre-table.css';
import './match-centre.css';

/** What the loader sends for the shown tab. */
export interface CentreData {
  tabs: MatchCentreTab[];
  tab: MatchCentreTab | null;
  /** summary: the key moments; log: its newest lines (oldest first). */
  incidents?: MatchIncident[];
  /** log: how many lines the whole log has (more than `incidents` when only the newest came). */
  logTotal?: number;
  lineups?: MatchTabData['lineups'];
  /** lineups (esports): each map's picks and bans. */
  draft?: MatchTabData['draft'];
  odds?: MatchOdds[];
  oddsHistory?: OddsPoint[];
  preview?: Preview;
  stats?: MatchStats;
  /** players: each side's players' figures. */
  players?: PlayerLines;
  /** animation: the brand's vendor widget, else the drawing's first scene. */
  animationUrl?: string;
  scene?: Scene | null;
  trends?: Trends;
  /** playback: the match's videos (features/videos), played in place. */
  playback?: PlaybackData;
}

type Lineups = NonNullable<MatchTabData['lineups']>;

/** The address of a tab: the first shown has none of its own. */
export function tabHref(pathname: string, tabs: readonly MatchCentreTab[], tab: MatchCentreTab): string {
  return tab === tabs[0] ? pathname : `${pathname}?tab=${tab}`;
}

/** The shown tab's data, kept up with the match's channel and fetched again on every (re)connect. */
function useLiveTab(
  match: MatchPageData,
  loaded: CentreData,
): [CentreData, (change: (data: CentreData) => CentreData) => void] {
  const [held, setHeld] = useState<{ from: CentreData; data: CentreData }>({ from: loaded, data: loaded });
  const data = held.from === loaded ? held.data : loaded;
  const { tab } = loaded;
  const update = useCallback(
    (change: (data: CentreData) => CentreData) =>
      setHeld((current) => {
        const base = current.from === loaded ? current.data : loaded;
        return { from: loaded, data: change(base) };
      }),
    [loaded],
  );
  useEffect(() => {
    if (tab === null) return;
    const onIncidents = (incidents: MatchIncident[]) => {
      const wanted = tab === 'summary' ? incidents.filter(isKeyIncident) : incidents;
      if (wanted.length > 0 && (tab === 'summary' || tab === 'log')) {
        update((d) => {
          const held = d.incidents ?? [];
          const merged = mergeIncidents(held, wanted, MATCH_LOG_LIMIT);
          // Lines not sent with the page stay counted: the total grows with what arrives.
          const logTotal = d.logTotal === undefined ? undefined : d.logTotal + merged.length - held.length;
          return { ...d, incidents: merged, logTotal };
        });
      }
    };
    const onOdds = (odds: MatchOdds[]) => {
      if (tab !== 'odds') return;
      update((d) => {
        const next = [...(d.odds ?? [])];
        for (const o of odds) {
          const at = next.findIndex((h) => h.market === o.market && h.bookmaker === o.bookmaker);
          if (at >= 0) next[at] = o;
          else next.push(o);
        }
        // The movement goes on: each arrival is a point (kept as thin as the server sends it).
        const history = [...(d.oddsHistory ?? [])];
        for (const o of odds) {
          const point = { market: o.market, bookmaker: o.bookmaker, at: o.updatedAt, prices: o.current };
          if (
            !history.some((h) => h.market === o.market && h.bookmaker === o.bookmaker && h.at === o.updatedAt)
          )
            history.push(point);
        }
        return { ...d, odds: next, oddsHistory: history };
      });
    };
    const socket = liveSocket();
    socket.start();
    const off = socket.subscribe(matchChannels.match(match.id), (message) => {
      const m = message as {
        kind?: string;
        incidents?: MatchIncident[];
        odds?: MatchOdds[];
        stats?: MatchStats;
      };
      if (m.kind === 'incidents' && Array.isArray(m.incidents)) onIncidents(m.incidents);
      if (m.kind === 'odds' && Array.isArray(m.odds)) onOdds(m.odds);
      if (m.kind === 'stats' && m.stats && (tab === 'stats' || tab === 'economy')) {
        const { players: _players, ...stats } = m.stats;
        update((d) => ({ ...d, stats }));
      }
      if (m.kind === 'stats' && m.stats?.players && tab === 'players') {
        const players = m.stats.players;
        update((d) => ({ ...d, players }));
      }
    });
    // What was pushed while the socket was away: the tab again (the summary reads the log).
    const offOpen = socket.onOpen(() => {
      // The summary reads the log; the economy comes with the stats; the animation follows frames only.
      const call = tab === 'summary' ? 'log' : tab === 'economy' ? 'stats' : tab;
      const dataTab = MATCH_DATA_TABS.find((t) => t === call);
      if (!dataTab) return;
      matchTab(match.abbr, match.id, dataTab).then(
        (fresh) =>
          update((d) => ({
            ...d,
            ...(fresh.incidents ? freshLog(tab, fresh.incidents, d) : {}),
            ...(fresh.lineups !== undefined ? { lineups: fresh.lineups } : {}),
            ...(fresh.draft ? { draft: fresh.draft } : {}),
            ...(fresh.odds ? { odds: fresh.odds } : {}),
            ...(fresh.oddsHistory ? { oddsHistory: fresh.oddsHistory } : {}),
            ...(fresh.stats ? { stats: fresh.stats } : {}),
            ...(fresh.players ? { players: fresh.players } : {}),
          })),
        () => {
          // Offline: the tab keeps what it shows; the next (re)connect asks again.
        },
      );
    });
    return () => {
      off();
      offOpen();
    };
  }, [match.id, match.abbr, tab, update]);
  return [data, update];
}

/**
 * The log as fetched again on a (re)connect, as much of it as the tab showed: the summary its key
 * moments; the log its newest lines while the rest was not asked for, else all of it.
 */
export function freshLog(
  tab: MatchCentreTab,
  incidents: MatchIncident[],
  held: CentreData,
): Partial<CentreData> {
  // What the page already holds stays too: an answer computed before a pushed incident lacks it.
  const known = held.incidents ?? [];
  if (tab === 'summary')
    return { incidents: mergeIncidents(incidents.filter(isKeyIncident), known, MATCH_LOG_LIMIT) };
  const all = mergeIncidents(incidents, known, MATCH_LOG_LIMIT);
  if (held.logTotal === undefined) return { incidents: all };
  const shown = Math.max(known.length, LOG_FIRST_SCREEN);
  return { incidents: all.slice(-shown), logTotal: all.length };
}

/** The tab panel's id (its tabs point to it). */
const PANEL_ID = 'match-centre-panel';

export function MatchCentre({
  match,
  centre,
  pathname,
}: {
  match: MatchPageData;
  centre: CentreData;
  pathname: string;
}) {
  const { t } = useTranslation('matches');
  const [data, update] = useLiveTab(match, centre);
  if (centre.tab === null) return null;
  const tabs = centre.tabs.map((id) => ({
    id,
    href: tabHref(pathname, centre.tabs, id),
    text: t(`centre.tab.${id}`),
  }));
  return (
    <section className="match-centre" data-tab={centre.tab}>
      {tabs.length > 1 && (
        <TabLinks
          label={t('centre.tabsLabel')}
          tabs={tabs}
          current={centre.tab}
          className="match-centre__tabs"
          panelId={PANEL_ID}
        />
      )}
      <div
        className="match-centre__panel"
        id={PANEL_ID}
        {...(tabs.length > 1 && {
          role: 'tabpanel',
          'aria-labelledby': tabId(PANEL_ID, centre.tab),
          tabIndex: 0,
        })}
      >
        {centre.tab === 'summary' && <IncidentList match={match} incidents={data.incidents ?? []} summary />}
        {centre.tab === 'animation' && <AnimationPanel match={match} centre={centre} />}
        {centre.tab === 'log' && (
          <IncidentList
            match={match}
            incidents={data.incidents ?? []}
            more={Math.max(0, (data.logTotal ?? 0) - (data.incidents?.length ?? 0))}
            onMore={() =>
              // Asked for by the viewer: a failure is shown by the client (api.ts), the page keeps its lines.
              wholeLog(match.abbr, match.id).then(
                (fresh) =>
                  update((d) => ({
                    ...d,
                    incidents: mergeIncidents(fresh.incidents ?? [], d.incidents ?? [], MATCH_LOG_LIMIT),
                    logTotal: undefined,
                  })),
                () => {},
              )
            }
          />
        )}
        {centre.tab === 'stats' && data.stats && Object.keys(data.stats.total).length > 0 && (
          <StatsPanel match={match} stats={data.stats} />
        )}
        {centre.tab === 'stats' && data.stats?.momentum && data.stats.momentum.length > 0 && (
          <MomentumChart match={match} values={data.stats.momentum} />
        )}
        {centre.tab === 'stats' && data.stats?.games && data.stats.games.length > 0 && (
          <RoyaleGames match={match} games={data.stats.games} />
        )}
        {centre.tab === 'economy' && data.stats?.economy && (
          <EconomyPanel match={match} maps={data.stats.economy} />
        )}
        {centre.tab === 'economy' && data.stats?.gold && data.stats.gold.length > 0 && (
          <GoldChart match={match} series={data.stats.gold} />
        )}
        {centre.tab === 'preview' && data.preview && <PreviewPanel match={match} preview={data.preview} />}
        {centre.tab === 'trends' && data.trends && <TrendsPanel match={match} trends={data.trends} />}
        {centre.tab === 'lineups' && data.draft && data.draft.length > 0 && (
          <DraftList match={match} draft={data.draft} />
        )}
        {centre.tab === 'lineups' && data.lineups && <LineupsPanel match={match} lineups={data.lineups} />}
        {centre.tab === 'players' && data.players && (
          <PlayerStatsPanel match={match} players={data.players} />
        )}
        {centre.tab === 'playback' && centre.playback && <PlaybackPanel data={centre.playback} />}
        {centre.tab === 'odds' && (
          <OddsPanel odds={data.odds ?? []} history={data.oddsHistory ?? []} startTime={match.startTime} />
        )}
      </div>
    </section>
  );
}

/** The live drawing (its hook follows the match channel), or the brand's vendor widget. */
function AnimationPanel({ match, centre }: { match: MatchPageData; centre: CentreData }) {
  const scene = useAnimationScene(match, centre.scene ?? null);
  return <AnimationLive match={match} scene={scene} vendorUrl={centre.animationUrl} />;
}

/** The log (or the summary's key moments), newest first, each line a sentence with its moment. */
function IncidentList({
  match,
  incidents,
  summary = false,
  more = 0,
  onMore,
}: {
  match: MatchPageData;
  incidents: readonly MatchIncident[];
  summary?: boolean;
  /** Older lines not sent with the page, and how to fetch them. */
  more?: number;
  onMore?: () => Promise<void>;
}) {
  const [loading, setLoading] = useState(false);
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  const names = {
    gameId: match.gameId,
    home: match.home?.name ?? null,
    away: match.away?.name ?? null,
    participants: match.participants?.map((p) => p.name),
  };
  const title = summary ? t('centre.tab.summary') : t('centre.log.title');
  return (
    <div className="match-log">
      <h2 className="match-centre__title">
        {title} <span className="match-centre__note">{t('centre.log.newestFirst')}</span>
      </h2>
      <ol className="match-log__list" reversed>
        {[...incidents].reverse().map((incident) => {
          // The clock where the sport has one, else the period it happened in ("Map 2", "Set 3").
          const clock = incidentMoment(locale, incident, match.gameId);
          const moment = clock ?? (incident.period ? periodText(t, locale, incident.period) : null);
          return (
            <li
              key={incidentIdentity(incident)}
              className="match-log__item"
              data-type={incident.type}
              data-side={incident.side ?? undefined}
            >
              <span className="match-log__moment">
                {clock ? <bdi dir="ltr">{clock}</bdi> : (moment ?? '')}
              </span>
              <span className="match-log__text">
                {incidentSentence(t, locale, incident, names)}
                {incident.scoreAfter && ' '}
                {incident.scoreAfter && (
                  <span className="match-log__score" dir="ltr">
                    {t('centre.log.scoreAfter', {
                      home: formatInteger(locale, incident.scoreAfter.home),
                      away: formatInteger(locale, incident.scoreAfter.away),
                    })}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {more > 0 && onMore && (
        <button
          type="button"
          className="button button--quiet match-log__more"
          aria-busy={loading || undefined}
          disabled={loading}
          onClick={() => {
            setLoading(true);
            void onMore().finally(() => setLoading(false));
          }}
        >
          {t('centre.log.showAll', { n: formatInteger(locale, incidents.length + more) })}
        </button>
      )}
    </div>
  );
}

/** A statistic's value as it reads: "54%", "1.37", "12". */
/**
 * The sides' statistics as paired bars, FlashScore's way: the whole match first, one period on the
 * viewer's choice (buttons; without scripts the whole match shows).
 */
function StatsPanel({ match, stats }: { match: MatchPageData; stats: MatchStats }) {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  const [shown, setShown] = useState<number>(-1);
  const views = [
    { id: -1, label: t('centre.stats.match'), values: stats.total },
    ...stats.periods.map((p, i) => ({ id: i, label: periodText(t, locale, p), values: p.values })),
  ];
  const view = views.find((v) => v.id === shown) ?? views[0];
  if (!view) return null;
  const rows = STAT_DEFS.filter((d) => view.values[d.key] !== undefined);
  return (
    <div className="stats">
      <h2 className="match-centre__title">{t('centre.stats.title')}</h2>
      {views.length > 2 && (
        <Choice
          items={views.map((v) => ({ index: v.id, text: v.label }))}
          shown={views.indexOf(view)}
          label={t('centre.stats.periods')}
          onChoose={(i) => setShown(views[i]?.id ?? -1)}
        />
      )}
      <table className="stats__table">
        <caption className="visually-hidden">
          {t('centre.stats.caption', {
            home: match.home?.name ?? '',
            away: match.away?.name ?? '',
            period: view.label,
          })}
        </caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{match.home?.name}</th>
            <th scope="col">{t('centre.stats.statistic')}</th>
            <th scope="col">{match.away?.name}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => {
            const v = view.values[d.key] ?? { home: 0, away: 0 };
            const sum = v.home + v.away;
            const share = sum > 0 ? v.home / sum : 0.5;
            // The better side in bold: more shots, fewer fouls.
            const fewer = 'fewerIsBetter' in d && d.fewerIsBetter;
            const homeBetter = fewer ? v.home < v.away : v.home > v.away;
            const awayBetter = fewer ? v.away < v.home : v.away > v.home;
            return (
              <tr key={d.key} className="stats__row" data-stat={d.key}>
                <td className="stats__value" data-better={homeBetter || undefined} dir="ltr">
                  {formatStat(locale, d.kind, v.home)}
                </td>
                <th scope="row" className="stats__name">
                  {t(`centre.stats.${statName(match.gameId, d.key)}`)}
                  <span className="stats__bar" aria-hidden="true">
                    <span data-side="home" style={{ flexGrow: share }} />
                    <span data-side="away" style={{ flexGrow: 1 - share }} />
                  </span>
                </th>
                <td className="stats__value" data-better={awayBetter || undefined} dir="ltr">
                  {formatStat(locale, d.kind, v.away)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A shooter's economy, map by map: each round's team equipment value of both sides, its buy type
 * (HLTV's bands), the side each played and who won it; above, each side's rounds per buy type and
 * how many of them it won.
 */
function EconomyPanel({ match, maps }: { match: MatchPageData; maps: readonly EconomyMap[] }) {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  const [shown, setShown] = useState(maps.length - 1);
  const map = maps[Math.min(shown, maps.length - 1)];
  if (!map) return null;
  const unit = economyUnit(match.gameId);
  const money = (n: number) =>
    unit.money === 'usd'
      ? new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).format(n)
      : formatInteger(locale, n);
  const sideName = (side: 'ct' | 't') =>
    unit.sides === 'cs'
      ? side === 'ct'
        ? 'CT'
        : 'T'
      : t(side === 'ct' ? 'centre.economy.defence' : 'centre.economy.attack');
  const names = { home: match.home?.name ?? '', away: match.away?.name ?? '' };
  return (
    <div className="odds economy">
      <h2 className="match-centre__title">
        {t('centre.economy.title')}{' '}
        <span className="match-centre__note">
          {t(unit.money === 'usd' ? 'centre.economy.note' : 'centre.economy.noteCredits')}
        </span>
      </h2>
      <Choice
        items={maps.map((m) => ({
          index: m.index,
          text: periodText(t, locale, { type: 'map', index: m.index }),
        }))}
        shown={maps.indexOf(map)}
        label={t('centre.stats.periods')}
        onChoose={setShown}
      />
      <table className="odds__table economy__record">
        <caption>{t('centre.economy.record')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('centre.economy.buy')}</th>
            <th scope="col" dir="auto">
              {names.home}
            </th>
            <th scope="col" dir="auto">
              {names.away}
            </th>
          </tr>
        </thead>
        <tbody>
          {BUY_TYPES.map((b) => {
            const home = buyRecord(map, 'home')[b];
            const away = buyRecord(map, 'away')[b];
            const cell = (r: { played: number; won: number }) =>
              t('centre.economy.won', {
                won: formatInteger(locale, r.won),
                played: formatInteger(locale, r.played),
              });
            return (
              <tr key={b} data-buy={b}>
                <th scope="row">{t(`centre.economy.type.${b}`)}</th>
                <td>{cell(home)}</td>
                <td>{cell(away)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ScrollHint className="scroll-hint--table">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboards must reach it */}
        <section className="odds__scroll" aria-label={t('centre.economy.rounds')} tabIndex={0}>
          <table className="odds__table economy__rounds">
            <caption>{t('centre.economy.rounds')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('centre.economy.round')}</th>
                <th scope="col" dir="auto">
                  {names.home}
                </th>
                <th scope="col" dir="auto">
                  {names.away}
                </th>
                <th scope="col">{t('centre.economy.winner')}</th>
              </tr>
            </thead>
            <tbody>
              {map.rounds.map((r) => (
                <tr key={r.n} data-round={r.n}>
                  <th scope="row">{formatInteger(locale, r.n)}</th>
                  {(['home', 'away'] as const).map((side) => (
                    <td
                      key={side}
                      data-buy={buyType(r[side].value)}
                      data-won={r.winner === side || undefined}
                    >
                      <span dir="ltr">{money(r[side].value)}</span>{' '}
                      <span className="economy__type">
                        {t(`centre.economy.type.${buyType(r[side].value)}`)} · {sideName(r[side].side)}
                      </span>
                    </td>
                  ))}
                  <td dir="auto">{names[r.winner]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </ScrollHint>
    </div>
  );
}

type TrendCount = { count: number; of: number };

/**
 * How often each side's last matches went a way (shared/matches/trends.ts): wins, the total over
 * this match's line, this match's handicap covered, and esports maps over 26.5 kills or rounds.
 */
function TrendsPanel({ match, trends }: { match: MatchPageData; trends: Trends }) {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  // A signed line inside a sentence keeps its sign before the digits in right-to-left text too: a
  // left-to-right isolate (U+2066 to U+2069) without the Arabic letter mark Intl puts before a sign
  // in Arabic (U+061C would turn the isolate right to left again).
  const line = (n: number, signed = false) =>
    `\u2066${new Intl.NumberFormat(locale, {
      maximumFractionDigits: 2,
      signDisplay: signed ? 'exceptZero' : 'auto',
    })
      .format(n)
      .replace(/[\u061c\u200e\u200f]/g, '')}\u2069`;
  const cell = (c: TrendCount | undefined) =>
    !c || c.of === 0
      ? '–'
      : t('centre.trends.cell', {
          count: formatInteger(locale, c.count),
          of: formatInteger(locale, c.of),
          percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(c.count / c.of),
        });
  const shooter = familyOf(match.gameId) === 'shooter';
  const rows: { key: string; label: string; home?: TrendCount; away?: TrendCount }[] = [
    { key: 'wins', label: t('centre.trends.wins'), home: trends.home.wins, away: trends.away.wins },
  ];
  const over = trends.home.over ?? trends.away.over;
  if (over)
    rows.push({
      key: 'over',
      label: t('centre.trends.over', { line: line(over.line) }),
      home: trends.home.over,
      away: trends.away.over,
    });
  if (trends.home.handicap || trends.away.handicap) {
    // Each side with its own line (the away side gets the opposite of the home line).
    rows.push({
      key: 'handicapHome',
      label: t('centre.trends.handicap', { line: line(trends.home.handicap?.line ?? 0, true) }),
      home: trends.home.handicap,
    });
    rows.push({
      key: 'handicapAway',
      label: t('centre.trends.handicap', { line: line(trends.away.handicap?.line ?? 0, true) }),
      away: trends.away.handicap,
    });
  }
  const maps = trends.home.mapsOver ?? trends.away.mapsOver;
  if (maps)
    rows.push({
      key: 'maps',
      label: t(shooter ? 'centre.trends.mapsRounds' : 'centre.trends.mapsKills', { line: line(maps.line) }),
      home: trends.home.mapsOver,
      away: trends.away.mapsOver,
    });
  const long = trends.home.longMaps ?? trends.away.longMaps;
  if (long)
    rows.push({
      key: 'long',
      label: t('centre.trends.longMaps', { minutes: line(long.line) }),
      home: trends.home.longMaps,
      away: trends.away.longMaps,
    });
  return (
    // Laid out as the odds' tables (match-centre.css).
    <div className="odds trends">
      <h2 className="match-centre__title">
        {t('centre.trends.title')} <span className="match-centre__note">{t('centre.trends.note')}</span>
      </h2>
      <ScrollHint className="scroll-hint--table">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboards must reach it */}
        <section className="odds__scroll" aria-label={t('centre.trends.title')} tabIndex={0}>
          <table className="odds__table trends__table">
            <thead>
              <tr>
                <th scope="col">{t('centre.trends.trend')}</th>
                <th scope="col" dir="auto">
                  {match.home?.name}
                </th>
                <th scope="col" dir="auto">
                  {match.away?.name}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} data-trend={r.key}>
                  <th scope="row">{r.label}</th>
                  <td data-side="home">{r.home ? cell(r.home) : ''}</td>
                  <td data-side="away">{r.away ? cell(r.away) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </ScrollHint>
    </div>
  );
}

/** Won, drawn or lost as a small coloured badge, its word for screen readers. */
/**
 * Both sides' lines of their league's table before the match (shared/matches/standings.ts), best
 * placed first, names linking to the teams.
 */
function LeagueTable({ match, table }: { match: MatchPageData; table: NonNullable<Preview['table']> }) {
  const { t, i18n } = useTranslation('matches');
  const rows = (['home', 'away'] as const)
    .flatMap((side) => {
      const line = table[side];
      const team = match[side];
      return line && team ? [{ ...line, team, side }] : [];
    })
    .sort((a, b) => a.position - b.position);
  return (
    <section className="preview__section">
      <h2 className="match-centre__title">{t('centre.preview.table')}</h2>
      <StandingsTable
        caption={t('centre.preview.tableCaption', {
          league: match.league.name,
          teams: formatInteger(i18n.language, table.teams),
        })}
        rows={rows}
      />
    </section>
  );
}

function PreviewPanel({ match, preview }: { match: MatchPageData; preview: Preview }) {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  const percent = (n: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(n / 100);
  const homeName = match.home?.name ?? '';
  const awayName = match.away?.name ?? '';
  // The meetings' record from the home side's view of this match (either side may have been at home).
  const homeId = match.home?.id;
  const record = { homeWins: 0, draws: 0, awayWins: 0, homeScore: 0, awayScore: 0 };
  for (const m of preview.meetings) {
    const result = homeId === undefined ? null : resultFor(m, homeId);
    if (result === 'W') record.homeWins += 1;
    else if (result === 'L') record.awayWins += 1;
    else if (result === 'D') record.draws += 1;
    if (m.score && homeId !== undefined) {
      const homeWasHome = m.home.id === homeId;
      record.homeScore += homeWasHome ? m.score.home : m.score.away;
      record.awayScore += homeWasHome ? m.score.away : m.score.home;
    }
  }
  const sides = [
    { side: 'home' as const, name: homeName, teamId: match.home?.id, matches: preview.home },
    { side: 'away' as const, name: awayName, teamId: match.away?.id, matches: preview.away },
  ];
  return (
    <div className="preview">
      {preview.table && <LeagueTable match={match} table={preview.table} />}
      {preview.winRate && (
        <section className="preview__section">
          <h2 className="match-centre__title">{t('centre.preview.winRate')}</h2>
          <div
            className="win-rate"
            role="img"
            aria-label={[
              t('centre.preview.winRateOf', { team: homeName, percent: percent(preview.winRate.home) }),
              t('centre.preview.draw', { percent: percent(preview.winRate.draw) }),
              t('centre.preview.winRateOf', { team: awayName, percent: percent(preview.winRate.away) }),
            ].join(', ')}
          >
            <span className="win-rate__bar" data-side="home" style={{ flexGrow: preview.winRate.home }} />
            <span className="win-rate__bar" data-side="draw" style={{ flexGrow: preview.winRate.draw }} />
            <span className="win-rate__bar" data-side="away" style={{ flexGrow: preview.winRate.away }} />
          </div>
          <p className="win-rate__legend" aria-hidden="true">
            <span dir="auto">
              {t('centre.preview.winRateOf', { team: homeName, percent: percent(preview.winRate.home) })}
            </span>
            <span>{t('centre.preview.draw', { percent: percent(preview.winRate.draw) })}</span>
            <span dir="auto">
              {t('centre.preview.winRateOf', { team: awayName, percent: percent(preview.winRate.away) })}
            </span>
          </p>
        </section>
      )}
      <section className="preview__section">
        <h2 className="match-centre__title">{t('centre.preview.form')}</h2>
        <div className="preview__sides">
          {sides.map(({ side, name, teamId, matches }) =>
            matches.length === 0 ? null : (
              <section key={side} className="preview__side" data-side={side}>
                <h3 dir="auto">{t('centre.preview.formOf', { team: name })}</h3>
                <p className="form-badges">
                  {matches.map((m) => {
                    const result = teamId === undefined ? null : resultFor(m, teamId);
                    return result ? <ResultBadge key={m.id} result={result} /> : null;
                  })}
                </p>
                <FormList matches={matches} teamId={teamId} abbr={match.abbr} />
              </section>
            ),
          )}
        </div>
      </section>
      {preview.meetings.length > 0 && (
        <section className="preview__section">
          <h2 className="match-centre__title">{t('centre.preview.meetings')}</h2>
          <p className="preview__record">
            {t('centre.preview.record', {
              home: homeName,
              away: awayName,
              homeWins: formatInteger(locale, record.homeWins),
              draws: formatInteger(locale, record.draws),
              awayWins: formatInteger(locale, record.awayWins),
            })}
            <br />
            {t('centre.preview.scored', {
              home: homeName,
              away: awayName,
              homeScore: formatInteger(locale, record.homeScore),
              awayScore: formatInteger(locale, record.awayScore),
            })}
          </p>
          <FormList matches={preview.meetings} teamId={homeId} abbr={match.abbr} />
        </section>
      )}
    </div>
  );
}

/** Lines of a football formation from its starters' positions: "4-4-2" (the keeper not counted). */
export function formationOf(starters: readonly Pick<LineupPlayer, 'position'>[]): string | null {
  const count = (position: string) => starters.filter((p) => p.position === position).length;
  const lines = [count('DF'), count('MF'), count('FW')];
  if (count('GK') !== 1 || lines.some((n) => n === 0) || lines.reduce((a, b) => a + b, 0) !== 10) return null;
  return lines.join('-');
}

const LINE_ORDER = ['GK', 'DF', 'MF', 'FW'];

function Pitch({ team, players, formation }: { team: string; players: Lineups['home']; formation: string }) {
  const { t } = useTranslation('matches');
  return (
    <figure className="pitch" aria-label={t('centre.lineups.pitch', { team, formation })}>
      {LINE_ORDER.map((line) => (
        <div key={line} className="pitch__line" data-line={line}>
          {players
            .filter((p) => p.position === line)
            .map((p) => {
              const figure = (
                <>
                  <span className="pitch__number">{p.number ?? ''}</span>
                  <span className="pitch__name" dir="auto">
                    {p.name}
                  </span>
                </>
              );
              // A player the feed named opens their library page, as in the table below.
              return p.playerId === undefined ? (
                <span key={`${p.number ?? ''}-${p.name}`} className="pitch__player">
                  {figure}
                </span>
              ) : (
                <Link
                  key={`${p.number ?? ''}-${p.name}`}
                  className="pitch__player"
                  to={`/playerLibrary/${p.playerId}`}
                >
                  {figure}
                </Link>
              );
            })}
        </div>
      ))}
    </figure>
  );
}

function LineupsPanel({ match, lineups }: { match: MatchPageData; lineups: Lineups }) {
  const { t, i18n } = useTranslation('matches');
  const family = familyOf(match.gameId);
  const football = family === 'football';
  const sides = [
    { side: 'home' as const, team: match.home?.name ?? '', players: lineups.home },
    { side: 'away' as const, team: match.away?.name ?? '', players: lineups.away },
  ];
  return (
    <div className="lineups">
      <h2 className="match-centre__title">{t('centre.lineups.title')}</h2>
      <div className="lineups__sides">
        {sides.map(({ side, team, players }) => {
          const starters = players.filter((p) => p.starter);
          const bench = players.filter((p) => !p.starter);
          const formation = football ? formationOf(starters) : null;
          return (
            <section key={side} className="lineups__side" data-side={side}>
              <h3 dir="auto">
                {team}
                {formation && (
                  <span className="lineups__formation">
                    {' '}
                    {/* Isolated left to right: after an Arabic word "4-4-2" would read "2-4-4". */}
                    {t('centre.lineups.formation', { formation: `\u2066${formation}\u2069` })}
                  </span>
                )}
              </h3>
              {formation && <Pitch team={team} players={starters} formation={formation} />}
              <PlayerTable
                caption={t('centre.lineups.starters')}
                players={starters}
                locale={i18n.language}
                family={family}
              />
              {lineups.coaches?.[side] && (
                <p className="lineups__coach" dir="auto">
                  {t('centre.lineups.coach', { name: lineups.coaches[side] ?? '' })}
                </p>
              )}
              {bench.length > 0 && (
                <PlayerTable
                  caption={t('centre.lineups.substitutes')}
                  players={bench}
                  locale={i18n.language}
                  family={family}
                />
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}

function PlayerTable({
  caption,
  players,
  locale,
  family,
}: {
  caption: string;
  players: Lineups['home'];
  locale: string;
  family: string;
}) {
  const { t } = useTranslation('matches');
  return (
    <table className="lineups__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <abbr title={t('centre.lineups.number')}>#</abbr>
          </th>
          <th scope="col">{t('centre.lineups.player')}</th>
          <th scope="col">{t('centre.lineups.position')}</th>
        </tr>
      </thead>
      <tbody>
        {players.map((p) => (
          <tr key={`${p.number ?? ''}-${p.name}`}>
            <td dir="ltr">{p.number === undefined ? '' : formatInteger(locale, p.number)}</td>
            <th scope="row" dir="auto">
              {p.playerId === undefined ? p.name : <Link to={`/playerLibrary/${p.playerId}`}>{p.name}</Link>}
            </th>
            <td>{p.position === undefined ? '' : positionText(t, family, p.position)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const PRICE_FIELDS: Record<MatchOdds['market'], (keyof OddsPrices)[]> = {
  europe: ['home', 'draw', 'away'],
  handicap: ['home', 'line', 'away'],
  over_under: ['over', 'line', 'under'],
};

/** Up, down or the same, for a price (a line is not a price: it has no colour). */
export function movement(opening: number | undefined, current: number | undefined): 'up' | 'down' | null {
  if (opening === undefined || current === undefined || opening === current) return null;
  return current > opening ? 'up' : 'down';
}

function OddsPanel({
  odds,
  history,
  startTime,
}: {
  odds: readonly MatchOdds[];
  history: readonly OddsPoint[];
  startTime: string;
}) {
  const { t, i18n } = useTranslation('matches');
  const { tz } = useScreen();
  const locale = i18n.language;
  const price = (value: number | undefined, line = false) =>
    value === undefined
      ? '–'
      : new Intl.NumberFormat(locale, {
          minimumFractionDigits: line ? 1 : 2,
          maximumFractionDigits: 2,
          signDisplay: line ? 'exceptZero' : 'auto',
        }).format(value);
  const markets = (['europe', 'handicap', 'over_under'] as const).filter((m) =>
    odds.some((o) => o.market === m),
  );
  return (
    <div className="odds">
      <h2 className="match-centre__title">
        {t('centre.odds.title')} <span className="match-centre__note">{t('centre.odds.note')}</span>
      </h2>
      {markets.map((market) => {
        const first = odds.find((o) => o.market === market);
        const fields = PRICE_FIELDS[market].filter((f) =>
          odds.some((o) => o.market === market && (o.current[f] ?? o.opening[f]) !== undefined),
        );
        return (
          <Fragment key={market}>
            <ScrollHint className="scroll-hint--table">
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboards must reach it */}
              <section className="odds__scroll" aria-label={t(`centre.odds.market.${market}`)} tabIndex={0}>
                <table className="odds__table" data-market={market}>
                  <caption>{t(`centre.odds.market.${market}`)}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('centre.odds.bookmaker')}</th>
                      <th scope="col" />
                      {fields.map((f) => (
                        <th key={f} scope="col">
                          {t(`centre.odds.${f}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {odds
                      .filter((o) => o.market === market)
                      .flatMap((o) =>
                        (['opening', 'current'] as const).map((when) => (
                          <tr key={`${o.bookmaker}-${when}`} data-when={when}>
                            {when === 'opening' ? (
                              <th scope="rowgroup" rowSpan={2} dir="auto">
                                {o.bookmaker}
                                <span className="odds__updated">
                                  {t('centre.odds.updated', { time: formatTime(locale, tz, o.updatedAt) })}
                                </span>
                              </th>
                            ) : null}
                            <th scope="row">{t(`centre.odds.${when}`)}</th>
                            {fields.map((f) => {
                              const line = f === 'line';
                              const moved =
                                when === 'current' && !line ? movement(o.opening[f], o.current[f]) : null;
                              return (
                                <td key={f} data-move={moved ?? undefined} dir="ltr">
                                  {price(o[when][f], line)}
                                  {moved && (
                                    <span className="visually-hidden">
                                      {' '}
                                      {t(moved === 'up' ? 'centre.odds.rose' : 'centre.odds.fell', {
                                        from: price(o.opening[f]),
                                      })}
                                    </span>
                                  )}
                                </td>
                              );
                            })}
                          </tr>
                        )),
                      )}
                  </tbody>
                </table>
              </section>
            </ScrollHint>
            {first && (
              <OddsChart
                market={market}
                fields={fields.filter((f) => f !== 'line')}
                odds={first}
                points={history.filter((h) => h.market === market && h.bookmaker === first.bookmaker)}
                price={price}
                startTime={startTime}
              />
            )}
          </Fragment>
        );
      })}
    </div>
  );
}

const CHART = { width: 320, height: 120, pad: 8 };

/**
 * The chart's lines: one per price of a market, from its opening price through every point of its
 * movement, on one time axis (the opening at its start) and one price axis fitted to them all.
 */
export function chartLines(
  fields: readonly (keyof OddsPrices)[],
  opening: OddsPrices,
  points: readonly OddsPoint[],
  startTime: string,
): { field: keyof OddsPrices; path: string; from: number; to: number }[] {
  const series = thinOut(points, ODDS_HISTORY_POINTS);
  const times = series.map((p) => Date.parse(p.at));
  // From the kick-off (or the first price, if earlier) to the last price.
  const first = Math.min(Date.parse(startTime), times[0] ?? Number.POSITIVE_INFINITY);
  const span = Math.max(1, (times.at(-1) ?? first) - first);
  const values = fields
    .flatMap((f) => [opening[f], ...series.map((p) => p.prices[f])])
    .filter((v): v is number => v !== undefined);
  if (values.length === 0) return [];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const range = high - low || 1;
  const { width, height, pad } = CHART;
  // The opening sits at the left edge; the points after it across the rest of the width.
  const x = (i: number) =>
    i < 0 ? pad : pad + (width - 2 * pad) * (0.1 + (0.9 * ((times[i] ?? first) - first)) / span);
  const y = (v: number) => pad + (height - 2 * pad) * (1 - (v - low) / range);
  return fields.flatMap((field) => {
    const start = opening[field];
    const steps = series
      .map((p, i) => [i, p.prices[field]] as const)
      .filter((step): step is readonly [number, number] => step[1] !== undefined);
    const all = start === undefined ? steps : [[-1, start] as const, ...steps];
    if (all.length === 0) return [];
    const path = all
      .map(([i, v], n) => `${n === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`)
      .join(' ');
    return [{ field, path, from: all[0]?.[1] ?? 0, to: all.at(-1)?.[1] ?? 0 }];
  });
}

function OddsChart({
  market,
  fields,
  odds,
  points,
  price,
  startTime,
}: {
  startTime: string;
  market: MatchOdds['market'];
  fields: readonly (keyof OddsPrices)[];
  odds: MatchOdds;
  points: readonly OddsPoint[];
  price: (value: number | undefined) => string;
}) {
  const { t } = useTranslation('matches');
  const lines = chartLines(fields, odds.opening, points, startTime);
  if (lines.length === 0) return null;
  const summary = lines
    .map((l) =>
      t('centre.odds.movement', { name: t(`centre.odds.${l.field}`), from: price(l.from), to: price(l.to) }),
    )
    .join('; ');
  return (
    <figure className="odds-chart" data-market={market}>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
      >
        {lines.map((l) => (
          <path key={l.field} d={l.path} className="odds-chart__line" data-field={l.field} />
        ))}
      </svg>
      <figcaption className="odds-chart__legend">
        {t('centre.odds.chart', { market: t(`centre.odds.market.${market}`) })}
        {lines.map((l) => (
          <span key={l.field} className="odds-chart__key" data-field={l.field}>
            {t(`centre.odds.${l.field}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
