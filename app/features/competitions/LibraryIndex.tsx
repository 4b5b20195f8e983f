/**
 * The library indexes (issue 14): `/leagueLibrary` (leagues, hot first, sports then esports),
 * `/squadLibrary` (teams by name, of a game or of a league, with their league) and `/playerLibrary`
 * (players by name, or a team's squad by shirt number). A game chooser beside (or above, on phones)
 * dense tables that scroll inside their card, and pages of at most LIBRARY_PAGE_SIZE rows.
 */
import type { ReactNode } from 'react';
import { GAME_CATALOG } from '../../../shared/games/catalog.ts';
import type { LeagueListItem } from '../../../shared/games/contract.ts';
import { localName } from '../../../shared/games/names.ts';
import type { SearchKind } from '../../../shared/search/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { familyOf, formatStat, positionText, TeamLogo } from '../matches/index.ts';
import { SearchForm } from '../search/index.ts';
import { countryName } from './country.ts';
import { type ChooserGame, GameChooser } from './GameChooser.tsx';
import { LibraryScroll } from './LibraryScroll.tsx';
import type { LeagueIndexData, PlayerIndexData, TeamIndexData } from './library-index.server.ts';
import { indexHref, Pager } from './Pager.tsx';
import './competitions.css';
import './library-index.css';
import { GameLogo } from '../games/index.ts';

const catalogGame = (gameId: number) => GAME_CATALOG.find((g) => g.gameId === gameId);

/** The chooser beside the page's heading, filters, tables and pages. */
function IndexLayout(props: {
  games: readonly ChooserGame[];
  current: string | null;
  hrefFor: (abbr: string | null) => string;
  title: string;
  lead: string;
  /** The index's own search field: this kind only. */
  search: SearchKind;
  children: ReactNode;
}) {
  return (
    <div className="live-layout library-index">
      <GameChooser games={props.games} current={props.current} hrefFor={props.hrefFor} />
      <div className="live-layout__main">
        <header className="library-index__head">
          <h1>{props.title}</h1>
          <p>{props.lead}</p>
          <SearchForm kind={props.search} suggest={false} />
        </header>
        {props.children}
      </div>
    </div>
  );
}

/** A game's icon and name in a row of a list of every game. */
function GameCell({ gameId }: { gameId: number }) {
  const { t } = useTranslation('competitions');
  const abbr = catalogGame(gameId)?.abbr;
  return (
    <td>
      <span className="library-index__game">
        {abbr && <GameLogo abbr={abbr} size={16} lazy />}
        {t(`games:${gameId}`)}
      </span>
    </td>
  );
}

/** A league's logo, else its short name as a badge, else its game's icon. */
export function LeagueMark({ league }: { league: Pick<LeagueListItem, 'logo' | 'shortName' | 'gameId'> }) {
  if (league.logo)
    return <img className="library-mark" src={league.logo} alt="" width={20} height={20} loading="lazy" />;
  if (league.shortName)
    return (
      <span className="library-mark library-mark--text" aria-hidden="true">
        {league.shortName}
      </span>
    );
  const abbr = catalogGame(league.gameId)?.abbr;
  return abbr ? <GameLogo className="library-mark" abbr={abbr} size={20} /> : null;
}

/** `games`: the catalog's games (the layout's data), for the chooser. */
export function LeagueIndex({ data, games }: { data: LeagueIndexData; games: readonly ChooserGame[] }) {
  const { t, i18n } = useTranslation('competitions');
  const p = useTranslation('pages').t;
  const locale = i18n.language;
  const { game, list } = data;
  const n = (value: number) => formatStat(locale, 'count', value);
  const title = game
    ? p('leagueLibrary.titleWithGame', { game: t(`games:${game.gameId}`) })
    : p('leagueLibrary.title');
  // Every game's leagues come sports first, then esports: a section each.
  const groups: { kind: 'sports' | 'esports'; rows: LeagueListItem[] }[] = [];
  for (const row of list.list) {
    const kind = catalogGame(row.gameId)?.kind ?? 'esports';
    const last = groups.at(-1);
    if (last?.kind === kind) last.rows.push(row);
    else groups.push({ kind, rows: [row] });
  }
  return (
    <IndexLayout
      games={games}
      current={game?.abbr ?? null}
      hrefFor={(abbr) => indexHref('/leagueLibrary', { game: abbr })}
      search="league"
      title={title}
      lead={t('index.total', { n: n(list.total) })}
    >
      {list.list.length === 0 ? (
        <p className="library-section library-empty">{t('index.noLeagues')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.kind} className="library-section" aria-labelledby={`leagues-${group.kind}`}>
            <h2 id={`leagues-${group.kind}`} className={game ? 'visually-hidden' : undefined}>
              {t(`index.${group.kind}`)}
            </h2>
            <LibraryScroll label={t(`index.${group.kind}`)}>
              <table className="library-table library-index__table">
                <caption className="visually-hidden">{t('index.leaguesCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('index.col.league')}</th>
                    {!game && <th scope="col">{t('index.col.game')}</th>}
                    <th scope="col">{t('index.col.country')}</th>
                    <th scope="col">{t('index.col.season')}</th>
                    <th scope="col" className="library-index__figure">
                      {t('index.col.teams')}
                    </th>
                    <th scope="col" className="library-index__figure">
                      <abbr title={t('index.col.matchesLong')}>{t('index.col.matches')}</abbr>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((league) => (
                    <tr key={league.id}>
                      <th scope="row">
                        <Link to={`/leagueLibrary/${league.id}`} className="library-subject">
                          <LeagueMark league={league} />
                          <span dir="auto">{localName(league, locale)}</span>
                        </Link>
                      </th>
                      {!game && <GameCell gameId={league.gameId} />}
                      <td>{league.country ? countryName(locale, league.country) : ''}</td>
                      <td dir="auto">{league.season ?? ''}</td>
                      <td className="library-index__figure">{n(league.teams)}</td>
                      <td className="library-index__figure">{n(league.matches)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </LibraryScroll>
          </section>
        ))
      )}
      <Pager
        page={list.page}
        pages={list.pages}
        hrefFor={(page) => indexHref('/leagueLibrary', { game: game?.abbr, page })}
      />
    </IndexLayout>
  );
}

/** `games`: the catalog's games (the layout's data), for the chooser. */
export function TeamIndex({ data, games }: { data: TeamIndexData; games: readonly ChooserGame[] }) {
  const { t, i18n } = useTranslation('competitions');
  const p = useTranslation('pages').t;
  const locale = i18n.language;
  const { game, league, leagues, list } = data;
  const n = (value: number) => formatStat(locale, 'count', value);
  const title = league
    ? p('squadLibrary.titleWithName', { name: localName(league, locale) })
    : game
      ? p('squadLibrary.titleWithGame', { game: t(`games:${game.gameId}`) })
      : p('squadLibrary.title');
  const href = (params: { league?: number | null; page?: number }) =>
    indexHref('/squadLibrary', { game: game?.abbr, ...params });
  return (
    <IndexLayout
      games={games}
      current={game?.abbr ?? null}
      hrefFor={(abbr) => indexHref('/squadLibrary', { game: abbr })}
      search="team"
      title={title}
      lead={t('index.total', { n: n(list.total) })}
    >
      {game && leagues.length > 0 && (
        <nav className="library-filter" aria-label={t('index.byLeague')}>
          <ul>
            <li>
              <Link to={href({})} className="library-filter__chip" aria-current={league ? undefined : 'true'}>
                {t('index.allLeagues')}
              </Link>
            </li>
            {leagues.map((l) => (
              <li key={l.id}>
                <Link
                  to={href({ league: l.id })}
                  className="library-filter__chip"
                  aria-current={league?.id === l.id ? 'true' : undefined}
                  dir="auto"
                >
                  {localName(l, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.list.length === 0 ? (
        <p className="library-section library-empty">{t('index.noTeams')}</p>
      ) : (
        <section className="library-section" aria-label={title}>
          <LibraryScroll label={title}>
            <table className="library-table library-index__table">
              <caption className="visually-hidden">{t('index.teamsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('index.col.team')}</th>
                  <th scope="col">{t('index.col.league')}</th>
                  {!game && <th scope="col">{t('index.col.game')}</th>}
                  <th scope="col">{t('index.col.country')}</th>
                  <th scope="col">{t('index.col.squad')}</th>
                </tr>
              </thead>
              <tbody>
                {list.list.map((team) => (
                  <tr key={team.id}>
                    <th scope="row">
                      <Link to={`/squadLibrary/${team.id}`} className="library-subject">
                        <TeamLogo team={team} />
                        <span dir="auto">{localName(team, locale)}</span>
                      </Link>
                    </th>
                    <td>
                      {team.league && (
                        <Link to={`/leagueLibrary/${team.league.id}`} dir="auto">
                          {localName(team.league, locale)}
                        </Link>
                      )}
                    </td>
                    {!game && <GameCell gameId={team.gameId} />}
                    <td>{team.country ? countryName(locale, team.country) : ''}</td>
                    <td>
                      <Link to={indexHref('/playerLibrary', { team: team.id })}>{t('index.players')}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </LibraryScroll>
        </section>
      )}
      <Pager page={list.page} pages={list.pages} hrefFor={(page) => href({ league: league?.id, page })} />
    </IndexLayout>
  );
}

/** `games`: the catalog's games (the layout's data), for the chooser. */
export function PlayerIndex({ data, games }: { data: PlayerIndexData; games: readonly ChooserGame[] }) {
  const { t, i18n } = useTranslation('competitions');
  const p = useTranslation('pages').t;
  const m = useTranslation('matches').t;
  const locale = i18n.language;
  const { game, team, list } = data;
  const n = (value: number) => formatStat(locale, 'count', value);
  // A squad's shirt numbers, where the feed gives them (esports players have none).
  const numbered = team !== null && list.list.some((p) => p.number !== null);
  const title = team
    ? p('playerLibrary.titleWithName', { name: localName(team, locale) })
    : game
      ? p('playerLibrary.titleWithGame', { game: t(`games:${game.gameId}`) })
      : p('playerLibrary.title');
  return (
    <IndexLayout
      games={games}
      current={game?.abbr ?? null}
      hrefFor={(abbr) => indexHref('/playerLibrary', { game: abbr })}
      search="player"
      title={title}
      lead={t('index.total', { n: n(list.total) })}
    >
      {team && (
        <p className="library-index__filtered">
          <Link to={`/squadLibrary/${team.id}`} className="library-subject">
            <TeamLogo team={team} />
            <span dir="auto">{localName(team, locale)}</span>
          </Link>
          <Link to={indexHref('/playerLibrary', { game: game?.abbr })}>{t('index.showAll')}</Link>
        </p>
      )}
      {list.list.length === 0 ? (
        <p className="library-section library-empty">{t('index.noPlayers')}</p>
      ) : (
        <section className="library-section" aria-label={title}>
          <LibraryScroll label={title}>
            <table className="library-table library-index__table">
              <caption className="visually-hidden">{t('index.playersCaption')}</caption>
              <thead>
                <tr>
                  {numbered && (
                    <th scope="col">
                      <abbr title={t('team.col.number')}>#</abbr>
                    </th>
                  )}
                  <th scope="col">{t('index.col.player')}</th>
                  {!team && <th scope="col">{t('index.col.team')}</th>}
                  <th scope="col">{t('index.col.position')}</th>
                  <th scope="col">{t('index.col.nationality')}</th>
                  {!game && <th scope="col">{t('index.col.game')}</th>}
                </tr>
              </thead>
              <tbody>
                {list.list.map((player) => (
                  <tr key={player.id}>
                    {numbered && <td dir="ltr">{player.number ?? ''}</td>}
                    <th scope="row" dir="auto">
                      <Link to={`/playerLibrary/${player.id}`}>{localName(player, locale)}</Link>
                    </th>
                    {!team && (
                      <td>
                        <Link to={`/squadLibrary/${player.team.id}`} className="library-subject">
                          <TeamLogo team={player.team} />
                          <span dir="auto">{localName(player.team, locale)}</span>
                        </Link>
                      </td>
                    )}
                    <td>
                      {player.position ? positionText(m, familyOf(player.gameId), player.position) : ''}
                    </td>
                    <td>{player.nationality ? countryName(locale, player.nationality) : ''}</td>
                    {!game && <GameCell gameId={player.gameId} />}
                  </tr>
                ))}
              </tbody>
            </table>
          </LibraryScroll>
        </section>
      )}
      <Pager
        page={list.page}
        pages={list.pages}
        hrefFor={(page) => indexHref('/playerLibrary', { game: game?.abbr, team: team?.id, page })}
      />
    </IndexLayout>
  );
}
