/**
 * The data hubs. `/{game}/data`: one game's leagues (hot first) with each one's leader, the top of
 * the table of its first leagues, and the data rankings of its first league whose players have
 * figures. `/live/data` (the main navigation's "Data"): a card per game, sports then esports, with its
 * hot leagues and their leaders, each card leading to the game's hub.
 */
import { GAME_CATALOG } from '../../../shared/games/catalog.ts';
import { localName } from '../../../shared/games/names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { formatStat, StandingsTable, TeamLogo } from '../matches/index.ts';
import { LeagueMark } from './LibraryIndex.tsx';
import { LibraryScroll } from './LibraryScroll.tsx';
import type { GameHubData, HubLeague, LiveHubData } from './library-index.server.ts';
import { indexHref } from './Pager.tsx';
import { RankingBoards } from './Rankings.tsx';
import './competitions.css';
import './library-index.css';
import { GameLogo } from '../games/index.ts';

/** A league's leader: logo and name (to its page); a dash of words before its first result. */
function Leader({ league }: { league: HubLeague }) {
  const { t } = useTranslation('competitions');
  const leader = league.leader;
  if (!leader) return <span className="library-empty">{t('hub.noLeader')}</span>;
  return (
    <Link to={`/squadLibrary/${leader.line.team.id}`} className="library-subject">
      <TeamLogo team={leader.line.team} />
      <span dir="auto">{leader.line.team.name}</span>
    </Link>
  );
}

export function GameHub({ data }: { data: GameHubData }) {
  const { t, i18n } = useTranslation('competitions');
  const p = useTranslation('pages').t;
  const m = useTranslation('matches').t;
  const locale = i18n.language;
  const { game } = data;
  const n = (value: number) => formatStat(locale, 'count', value);
  const gameName = t(`games:${game.gameId}`);
  return (
    <div className="library">
      <header className="library-head">
        <GameLogo className="library-head__logo" abbr={game.abbr} size={56} />
        <div className="library-head__text">
          <h1>{p('gameData.titleWithGame', { game: gameName })}</h1>
          <p className="library-head__facts">
            <Link to={indexHref('/leagueLibrary', { game: game.abbr })}>{p('leagueLibrary.title')}</Link>
            <Link to={indexHref('/squadLibrary', { game: game.abbr })}>{p('squadLibrary.title')}</Link>
            <Link to={indexHref('/playerLibrary', { game: game.abbr })}>{p('playerLibrary.title')}</Link>
            <Link to={`/match/${game.abbr}`}>{p('match.title')}</Link>
          </p>
        </div>
      </header>

      <section className="library-section" aria-labelledby="hub-leagues">
        <h2 id="hub-leagues">{t('hub.leagues')}</h2>
        {data.leagues.length === 0 ? (
          <p className="library-empty">{t('hub.noLeagues')}</p>
        ) : (
          <>
            <LibraryScroll label={t('hub.leagues')}>
              <table className="library-table library-index__table">
                <caption className="visually-hidden">{t('hub.leaguesCaption', { game: gameName })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('index.col.league')}</th>
                    <th scope="col" className="library-index__figure">
                      {t('index.col.teams')}
                    </th>
                    <th scope="col">{t('hub.col.leader')}</th>
                    <th scope="col" className="library-index__figure">
                      <abbr title={m('centre.preview.col.played')}>
                        {m('centre.preview.colShort.played')}
                      </abbr>
                    </th>
                    <th scope="col" className="library-index__figure">
                      <abbr title={m('centre.preview.col.points')}>
                        {m('centre.preview.colShort.points')}
                      </abbr>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.leagues.map((league) => (
                    <tr key={league.id}>
                      <th scope="row">
                        <Link to={`/leagueLibrary/${league.id}`} className="library-subject">
                          <LeagueMark league={league} />
                          <span dir="auto">{localName(league, locale)}</span>
                        </Link>
                      </th>
                      <td className="library-index__figure">{n(league.teams)}</td>
                      <td>
                        <Leader league={league} />
                      </td>
                      <td className="library-index__figure">
                        {league.leader ? n(league.leader.line.played) : ''}
                      </td>
                      <td className="library-index__figure library-rank__value">
                        {league.leader ? n(league.leader.line.points) : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </LibraryScroll>
            {data.total > data.leagues.length && (
              <p className="library-more">
                <Link to={indexHref('/leagueLibrary', { game: game.abbr })}>
                  {t('hub.allLeagues', { n: n(data.total) })}
                </Link>
              </p>
            )}
          </>
        )}
      </section>

      {data.tables.length > 0 && (
        <div className="library-columns library-columns--wide">
          {data.tables.map(({ league, table }) => {
            const name = localName(league, locale);
            return (
              <section key={league.id} className="library-section" aria-labelledby={`hub-table-${league.id}`}>
                <h2 id={`hub-table-${league.id}`}>
                  <Link to={`/leagueLibrary/${league.id}`} dir="auto">
                    {name}
                  </Link>
                </h2>
                <LibraryScroll label={name}>
                  <StandingsTable
                    caption={t('hub.tableCaption', { league: name, n: n(table.lines.length) })}
                    captionHidden
                    rows={table.lines}
                  />
                </LibraryScroll>
                <p className="library-more">
                  <Link to={`/leagueLibrary/${league.id}`}>{t('hub.fullTable')}</Link>
                </p>
              </section>
            );
          })}
        </div>
      )}

      {data.rankings && (
        <section className="library-section" aria-labelledby="hub-rankings">
          <h2 id="hub-rankings">
            {t('hub.rankingsOf', { league: localName(data.rankings.league, locale) })}
          </h2>
          <RankingBoards rankings={data.rankings.rankings} league={localName(data.rankings.league, locale)} />
        </section>
      )}
    </div>
  );
}

export function LiveHub({ data }: { data: LiveHubData }) {
  const { t, i18n } = useTranslation('competitions');
  const p = useTranslation('pages').t;
  const m = useTranslation('matches').t;
  const locale = i18n.language;
  const n = (value: number) => formatStat(locale, 'count', value);
  const kinds = (['sports', 'esports'] as const).map((kind) => ({
    kind,
    games: data.games.filter(
      (g) => (GAME_CATALOG.find((c) => c.gameId === g.gameId)?.kind ?? 'esports') === kind,
    ),
  }));
  return (
    <div className="library">
      <header className="library-index__head">
        <h1>{p('liveData.title')}</h1>
        <p>{t('hub.lead')}</p>
      </header>
      {data.games.length === 0 && <p className="library-section library-empty">{t('hub.noLeagues')}</p>}
      {kinds.map(({ kind, games }) =>
        games.length === 0 ? null : (
          <section key={kind} className="library-hub-group" aria-labelledby={`hub-${kind}`}>
            <h2 id={`hub-${kind}`}>{t(`index.${kind}`)}</h2>
            <ul className="library-hub-cards">
              {games.map((g) => {
                const abbr = GAME_CATALOG.find((c) => c.gameId === g.gameId)?.abbr ?? '';
                const name = t(`games:${g.gameId}`);
                return (
                  <li key={g.gameId} className="library-hub-card" data-game={abbr}>
                    <h3>
                      <Link to={`/${abbr}/data`} className="library-subject">
                        <GameLogo abbr={abbr} size={22} lazy />
                        <span>{p('gameData.titleWithGame', { game: name })}</span>
                      </Link>
                    </h3>
                    <ol
                      className="library-hub-card__leagues"
                      aria-label={t('hub.leadersCaption', { game: name })}
                    >
                      {g.leagues.map((league) => (
                        <li key={league.id}>
                          {/* The line keeps the page's direction, the name its own (Latin names in Arabic). */}
                          <Link to={`/leagueLibrary/${league.id}`} className="library-hub-card__league">
                            <span dir="auto">{localName(league, locale)}</span>
                          </Link>
                          <span className="library-hub-card__leader">
                            <Leader league={league} />
                            {league.leader && (
                              <span className="library-hub-card__points">
                                {n(league.leader.line.points)}{' '}
                                <abbr title={m('centre.preview.col.points')}>
                                  {m('centre.preview.colShort.points')}
                                </abbr>
                              </span>
                            )}
                          </span>
                        </li>
                      ))}
                    </ol>
                    <p className="library-more">
                      <Link to={`/${abbr}/data`}>{t('hub.allData')}</Link>
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        ),
      )}
    </div>
  );
}
