/**
 * A league's data rankings (`GET /java/league/rankings`, shared/matches/rankings.ts): one small table
 * per board (top scorers, assists, points per game, KDA...), side by side where there is room. Each
 * line: rank (equal values share one), player (to their page) with their team, games, value.
 */

import { localName } from '../../../shared/games/names.ts';
import type { LeagueRankings, RankingBoard } from '../../../shared/matches/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { formatStat } from '../matches/index.ts';
import './library-index.css';

/** A board's name: the figure ("Goals"), its mean ("Points per game"), or KDA. */
export function useBoardTitle(): (board: Pick<RankingBoard, 'stat' | 'kind'>) => string {
  const { t } = useTranslation('competitions');
  const m = useTranslation('matches').t;
  return (board) =>
    board.kind === 'kda'
      ? t('player.kda')
      : board.kind === 'perGame'
        ? t('rankings.perGame', { stat: m(`centre.players.${board.stat}`) })
        : m(`centre.players.${board.stat}`);
}

export function RankingBoardTable({
  board,
  league,
  headingLevel = 3,
}: {
  board: RankingBoard;
  /** The league's name, for the table's caption. */
  league: string;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('competitions');
  const m = useTranslation('matches').t;
  const locale = i18n.language;
  const title = useBoardTitle()(board);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `ranking-${board.stat}`;
  // Means and ratios with two decimals, so that a column of them lines up.
  const value = (v: number) =>
    board.format === 'count' ? formatStat(locale, 'count', v) : formatStat(locale, 'decimal', v);
  const n = (v: number) => formatStat(locale, 'count', v);
  return (
    <section className="library-rank" aria-labelledby={id} data-stat={board.stat}>
      <Heading id={id}>{title}</Heading>
      {board.lines.length === 0 ? (
        <p className="library-empty">{t('rankings.empty')}</p>
      ) : (
        <table className="library-table library-rank__table">
          <caption className="visually-hidden">{t('rankings.caption', { league, stat: title })}</caption>
          <thead>
            <tr>
              <th scope="col">
                <abbr title={t('rankings.col.rank')}>#</abbr>
              </th>
              <th scope="col">{t('rankings.col.player')}</th>
              <th scope="col" className="library-index__figure">
                <abbr title={t('rankings.col.games')}>{t('rankings.col.gamesShort')}</abbr>
              </th>
              <th scope="col" className="library-index__figure">
                {board.kind === 'kda' ? (
                  <abbr title={t('player.kdaLong')}>{t('player.kda')}</abbr>
                ) : (
                  <abbr title={title}>{m(`centre.players.short.${board.stat}`)}</abbr>
                )}
              </th>
            </tr>
          </thead>
          <tbody>
            {board.lines.map((line) => (
              <tr key={line.player.id}>
                <td>{n(line.rank)}</td>
                <th scope="row">
                  <span className="library-rank__who">
                    <Link to={`/playerLibrary/${line.player.id}`} dir="auto">
                      {localName(line.player, locale)}
                    </Link>
                    <Link to={`/squadLibrary/${line.team.id}`} className="library-rank__team" dir="auto">
                      {localName(line.team, locale)}
                    </Link>
                  </span>
                </th>
                <td className="library-index__figure">{n(line.games)}</td>
                <td
                  className="library-index__figure library-rank__value"
                  title={
                    line.kills !== undefined
                      ? t('rankings.kdaParts', {
                          kills: n(line.kills),
                          deaths: n(line.deaths ?? 0),
                          assists: n(line.assists ?? 0),
                        })
                      : undefined
                  }
                >
                  {value(line.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {board.minGames > 1 && board.lines.length > 0 && (
        <p className="library-rank__note">{t('rankings.minGames', { n: n(board.minGames) })}</p>
      )}
    </section>
  );
}

/** Every board of a league's rankings, side by side where there is room. */
export function RankingBoards({ rankings, league }: { rankings: LeagueRankings; league: string }) {
  return (
    <div className="library-ranks">
      {rankings.boards.map((board) => (
        <RankingBoardTable key={board.stat} board={board} league={league} />
      ))}
    </div>
  );
}
