/**
 * The esports parts of the match page's statistics (issue 13), rendered on the server:
 * - `GoldChart`: a MOBA map's gold difference over its minutes, home's lead above the middle line
 *   and away's below, one map at a time (buttons choose another);
 * - `DraftList`: each map's picks and bans of both sides, bans struck through;
 * - `RoyaleGames`: a battle-royale game's table (placement, kills, points), best placed first.
 * Texts under `matches:centre.gold`, `centre.draft` and `centre.games`; numbers in the page's locale.
 */
import { useState } from 'react';
import type { Draft, GoldSeries, RoyaleGame } from '../../../shared/matches/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { Choice } from './Choice.tsx';
import { periodText } from './incident-text.ts';
import { formatInteger } from './intl.ts';
import type { MatchPageData } from './match-page.ts';
import './match-centre.css';
import './centre-esports.css';

export interface ChartBox {
  width: number;
  height: number;
  pad: number;
}

export const GOLD_CHART: ChartBox = { width: 320, height: 120, pad: 8 };

export interface GoldLine {
  /** The side ahead along this stretch of the line. */
  side: 'home' | 'away';
  d: string;
}

/**
 * The gold difference as SVG path data on `box`: minutes across (0 to the last point's), the
 * difference up (home ahead) and down (away ahead) around the middle line `zero`, on a scale of
 * ± `range` thousands (the largest lead, at least 1). The line is cut where it crosses the middle
 * so each stretch takes its leader's colour; a level point continues the stretch before it.
 */
export function goldPath(
  points: readonly GoldSeries['points'][number][],
  box: ChartBox = GOLD_CHART,
): { zero: number; range: number; lines: GoldLine[] } {
  const { width, height, pad } = box;
  const zero = height / 2;
  const range = Math.max(1, ...points.map((p) => Math.abs(p.diff)));
  if (points.length === 0) return { zero, range, lines: [] };
  const last = Math.max(1, ...points.map((p) => p.minute));
  const x = (minute: number) => pad + ((width - 2 * pad) * minute) / last;
  const y = (diff: number) => zero - ((height / 2 - pad) * diff) / range;
  const xy = (px: number, py: number) => `${px.toFixed(1)} ${py.toFixed(1)}`;
  const sideOf = (diff: number, before: GoldLine['side']) => (diff > 0 ? 'home' : diff < 0 ? 'away' : before);
  const first = points[0] as GoldSeries['points'][number];
  let side = sideOf(first.diff, sideOf(points.find((p) => p.diff !== 0)?.diff ?? 1, 'home'));
  let current: string[] = [xy(x(first.minute), y(first.diff))];
  const lines: GoldLine[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as GoldSeries['points'][number];
    const b = points[i] as GoldSeries['points'][number];
    const next = sideOf(b.diff, side);
    if (next !== side) {
      // Where the line meets the middle: between the two points when it crosses, else at a level point.
      const t = a.diff === 0 ? 0 : a.diff / (a.diff - b.diff);
      const cross = xy(x(a.minute + t * (b.minute - a.minute)), zero);
      if (t > 0) current.push(cross);
      lines.push({ side, d: `M${current.join(' L')}` });
      current = [cross];
      side = next;
    }
    current.push(xy(x(b.minute), y(b.diff)));
  }
  if (current.length === 1) current.push(current[0] as string);
  lines.push({ side, d: `M${current.join(' L')}` });
  return { zero, range, lines };
}

const sides = ['home', 'away'] as const;

/** A MOBA's gold difference, map by map (the latest first shown). */
export function GoldChart({ match, series }: { match: MatchPageData; series: readonly GoldSeries[] }) {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  const [shown, setShown] = useState(series.length - 1);
  const position = Math.min(Math.max(shown, 0), series.length - 1);
  const map = series[position];
  if (!map || map.points.length === 0) return null;
  const names = { home: match.home?.name ?? '', away: match.away?.name ?? '' };
  const mapName = periodText(t, locale, { type: 'map', index: map.index });
  const { zero, lines } = goldPath(map.points);
  const end = map.points.at(-1) ?? { minute: 0, diff: 0 };
  const gold = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(end.diff));
  const minute = formatInteger(locale, end.minute);
  const summary =
    end.diff === 0
      ? t('centre.gold.even', { map: mapName, minute })
      : t('centre.gold.lead', { map: mapName, team: names[end.diff > 0 ? 'home' : 'away'], gold, minute });
  const items = series.map((s) => ({
    index: s.index,
    text: periodText(t, locale, { type: 'map', index: s.index }),
  }));
  return (
    <div className="gold-chart">
      <h2 className="match-centre__title">
        {t('centre.gold.title')} <span className="match-centre__note">{t('centre.gold.note')}</span>
      </h2>
      <Choice items={items} shown={position} label={t('centre.stats.periods')} onChoose={setShown} />
      <figure className="gold-chart__figure" data-map={map.index}>
        <span className="gold-chart__side" data-side="home" dir="auto">
          {t('centre.gold.ahead', { team: names.home })}
        </span>
        <svg
          viewBox={`0 0 ${GOLD_CHART.width} ${GOLD_CHART.height}`}
          role="img"
          aria-label={summary}
          preserveAspectRatio="none"
        >
          <line
            className="gold-chart__zero"
            x1={GOLD_CHART.pad}
            x2={GOLD_CHART.width - GOLD_CHART.pad}
            y1={zero}
            y2={zero}
          />
          {lines.map((l) => (
            <path key={l.d} d={l.d} className="gold-chart__line" data-side={l.side} />
          ))}
        </svg>
        <span className="gold-chart__side" data-side="away" dir="auto">
          {t('centre.gold.ahead', { team: names.away })}
        </span>
        <figcaption className="gold-chart__caption">{summary}</figcaption>
      </figure>
    </div>
  );
}

/** Each map's picks and bans of both sides: a table per map, the sides in columns. */
export function DraftList({ match, draft }: { match: MatchPageData; draft: readonly Draft[] }) {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  if (draft.length === 0) return null;
  const names = { home: match.home?.name ?? '', away: match.away?.name ?? '' };
  return (
    <div className="draft">
      <h2 className="match-centre__title">{t('centre.draft.title')}</h2>
      {draft.map((map) => (
        <table key={map.index} className="draft__table" data-map={map.index}>
          <caption>
            {t('centre.draft.caption', { map: periodText(t, locale, { type: 'map', index: map.index }) })}
          </caption>
          <thead>
            <tr>
              <td className="draft__corner" />
              {sides.map((side) => (
                <th key={side} scope="col" className="draft__side" dir="auto">
                  {names[side]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr data-list="picks">
              <th scope="row">{t('centre.draft.picks')}</th>
              {sides.map((side) => (
                <td key={side}>
                  <ol className="draft__heroes">
                    {map[side].picks.map((hero) => (
                      <li key={hero} dir="auto">
                        {hero}
                      </li>
                    ))}
                  </ol>
                </td>
              ))}
            </tr>
            <tr data-list="bans">
              <th scope="row">{t('centre.draft.bans')}</th>
              {sides.map((side) => (
                <td key={side}>
                  {map[side].bans.length === 0 ? (
                    <span className="draft__none">{t('centre.draft.noBans')}</span>
                  ) : (
                    <ol className="draft__heroes draft__heroes--bans">
                      {map[side].bans.map((hero) => (
                        <li key={hero} dir="auto">
                          <s>{hero}</s>
                        </li>
                      ))}
                    </ol>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      ))}
    </div>
  );
}

/**
 * A battle-royale game's table, best placed first (the latest game first shown). `names` are the
 * teams' names by participant (their position in the fixture); the match's participants when absent.
 */
export function RoyaleGames({
  match,
  games,
  names,
}: {
  match: MatchPageData;
  games: readonly RoyaleGame[];
  names?: readonly string[];
}) {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  const [shown, setShown] = useState(games.length - 1);
  const position = Math.min(Math.max(shown, 0), games.length - 1);
  const game = games[position];
  if (!game) return null;
  const nameOf = (participant: number) =>
    names?.[participant] ??
    match.participants?.[participant]?.name ??
    `#${formatInteger(locale, participant + 1)}`;
  const gameName = periodText(t, locale, { type: 'game', index: game.index });
  const items = games.map((g) => ({
    index: g.index,
    text: periodText(t, locale, { type: 'game', index: g.index }),
  }));
  const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });
  return (
    <div className="royale-games">
      <h2 className="match-centre__title">{t('centre.games.title')}</h2>
      <Choice items={items} shown={position} label={t('centre.stats.periods')} onChoose={setShown} />
      <table className="royale-games__table centre-table" data-game={game.index}>
        <caption>{t('centre.games.caption', { game: gameName })}</caption>
        <thead>
          <tr>
            {(['place', 'team', 'kills', 'points'] as const).map((key) => (
              <th key={key} scope="col" className="royale-games__head">
                {t(`centre.games.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...game.teams]
            .sort((a, b) => a.place - b.place || a.participant - b.participant)
            .map((team) => (
              <tr key={team.participant} data-place={team.place}>
                <td>{formatInteger(locale, team.place)}</td>
                <th scope="row" dir="auto">
                  {names?.[team.participant] === undefined && match.participants?.[team.participant] ? (
                    <Link to={`/squadLibrary/${match.participants[team.participant]?.id}`}>
                      {nameOf(team.participant)}
                    </Link>
                  ) : (
                    nameOf(team.participant)
                  )}
                </th>
                <td>{formatInteger(locale, team.kills)}</td>
                <td>{points.format(team.points)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
