/**
 * The player statistics tab (issue 13): each side's players with their figures in this match, one
 * table per side as SofaScore shows them, sortable by any column (a button in its head, the sort
 * stated by `aria-sort`); the name links to the player's library page when the feed identified the
 * player; esports show the hero or agent played on the latest map and its items (or the weapon), and
 * once a second map began each map on its own (buttons: the match, Map 1, Map 2…).
 */
import { useState } from 'react';
import { type PlayerLine, type PlayerStatKey, playerStatDefs } from '../../../shared/matches/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';
import { Choice } from './Choice.tsx';
import { familyOf } from './format.ts';
import { periodText } from './incident-text.ts';
import { formatStat } from './intl.ts';
import type { MatchPageData } from './match-page.ts';

export interface PlayerLines {
  home: Omit<PlayerLine, 'playerExternalId'>[];
  away: Omit<PlayerLine, 'playerExternalId'>[];
  /** Esports: each map's lines, once a second map began. */
  maps?: ({ index: number } & Pick<PlayerLines, 'home' | 'away'>)[];
}

type Line = PlayerLines['home'][number];

/** The lines sorted by a column, highest first (ties keep the line-up's order). */
export function sortLines(lines: readonly Line[], key: PlayerStatKey | null, ascending = false): Line[] {
  if (key === null) return [...lines];
  const sign = ascending ? 1 : -1;
  return lines
    .map((line, i) => ({ line, i }))
    .sort((a, b) => sign * ((a.line.values[key] ?? 0) - (b.line.values[key] ?? 0)) || a.i - b.i)
    .map((x) => x.line);
}

function valueText(locale: string, kind: 'count' | 'percent' | 'decimal', value: number | undefined): string {
  return value === undefined ? '–' : formatStat(locale, kind, value, { min: 1, max: 2 });
}

export function PlayerStatsPanel({ match, players }: { match: MatchPageData; players: PlayerLines }) {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  const defs = playerStatDefs(familyOf(match.gameId));
  const [sort, setSort] = useState<{ key: PlayerStatKey | null; ascending: boolean }>({
    key: defs[0]?.key ?? null,
    ascending: false,
  });
  // The whole match, or one map (HLTV's way); the match's lines name the latest map's hero and items.
  const [shown, setShown] = useState(-1);
  const views = [
    { index: -1, text: t('centre.stats.match'), lines: players as Pick<PlayerLines, 'home' | 'away'> },
    ...(players.maps ?? []).map((m) => ({
      index: m.index,
      text: periodText(t, locale, { type: 'map', index: m.index }),
      lines: m,
    })),
  ];
  const view = views.find((v) => v.index === shown) ?? views[0];
  const chosen = view?.lines ?? players;
  const heroes = [...chosen.home, ...chosen.away].some((p) => p.hero !== undefined);
  const items = [...chosen.home, ...chosen.away].some((p) => (p.items?.length ?? 0) > 0);
  const sides = [
    { side: 'home' as const, team: match.home?.name ?? '', lines: chosen.home },
    { side: 'away' as const, team: match.away?.name ?? '', lines: chosen.away },
  ];
  return (
    <div className="player-stats" data-view={view?.index}>
      <h2 className="match-centre__title">{t('centre.players.title')}</h2>
      <Choice
        items={views}
        shown={view ? views.indexOf(view) : 0}
        label={t('centre.stats.periods')}
        onChoose={(i) => setShown(views[i]?.index ?? -1)}
      />
      {sides.map(({ side, team, lines }) =>
        lines.length === 0 ? null : (
          <ScrollHint key={side} className="scroll-hint--table" sticky=".player-stats__name">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboards must reach it */}
            <section className="player-stats__scroll" aria-label={team} tabIndex={0} data-side={side}>
              <table className="player-stats__table">
                <caption>
                  <span dir="auto">{team}</span>
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="player-stats__name">
                      {t('centre.lineups.player')}
                    </th>
                    {heroes && <th scope="col">{t('centre.players.hero')}</th>}
                    {defs.map((d) => {
                      const sorted = sort.key === d.key;
                      return (
                        <th
                          key={d.key}
                          scope="col"
                          aria-sort={sorted ? (sort.ascending ? 'ascending' : 'descending') : undefined}
                        >
                          <button
                            type="button"
                            className="player-stats__sort"
                            onClick={() =>
                              setSort((s) => ({
                                key: d.key,
                                ascending: s.key === d.key ? !s.ascending : false,
                              }))
                            }
                          >
                            <abbr title={t(`centre.players.${d.key}`)}>
                              {t(`centre.players.short.${d.key}`)}
                            </abbr>
                            {sorted && <span aria-hidden="true">{sort.ascending ? ' ▲' : ' ▼'}</span>}
                          </button>
                        </th>
                      );
                    })}
                    {items && <th scope="col">{t('centre.players.items')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {sortLines(lines, sort.key, sort.ascending).map((p) => (
                    <tr key={p.name}>
                      <th scope="row" className="player-stats__name" dir="auto">
                        {p.playerId === undefined ? (
                          p.name
                        ) : (
                          <Link to={`/playerLibrary/${p.playerId}`}>{p.name}</Link>
                        )}
                      </th>
                      {heroes && <td dir="auto">{p.hero ?? ''}</td>}
                      {defs.map((d) => (
                        <td key={d.key} dir="ltr" data-stat={d.key}>
                          {valueText(locale, d.kind, p.values[d.key])}
                        </td>
                      ))}
                      {/* Last: the figures come first on a phone. */}
                      {items && (
                        <td dir="auto" className="player-stats__items">
                          {p.items?.join(', ') ?? ''}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </ScrollHint>
        ),
      )}
    </div>
  );
}
