/**
 * The player statistics tab (issue 13): each side's players with their figures in this match, one
 * table per side as SofaScore shows them, sortable by any column (a button in its head, the sort
 * stated by `aria-sort`); the name links to the player's library page when the feed identified the
 * player; esports show the hero or agent played on the latest map and its items (or the weapon).
 */
import { useState } from 'react';
import { type PlayerLine, type PlayerStatKey, playerStatDefs } from '../../../shared/matches/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';
import { familyOf } from './format.ts';
import { formatStat } from './intl.ts';
import type { MatchPageData } from './match-page.ts';

export interface PlayerLines {
  home: Omit<PlayerLine, 'playerExternalId'>[];
  away: Omit<PlayerLine, 'playerExternalId'>[];
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
  const heroes = [...players.home, ...players.away].some((p) => p.hero !== undefined);
  const items = [...players.home, ...players.away].some((p) => (p.items?.length ?? 0) > 0);
  const sides = [
    { side: 'home' as const, team: match.home?.name ?? '', lines: players.home },
    { side: 'away' as const, team: match.away?.name ?? '', lines: players.away },
  ];
  return (
    <div className="player-stats">
      <h2 className="match-centre__title">{t('centre.players.title')}</h2>
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
