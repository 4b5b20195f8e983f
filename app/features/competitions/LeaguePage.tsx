/**
 * `/leagueLibrary/{id}`: a league or tournament: its game, season and country, its table with each
 * team's form, its latest results and its next fixtures.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { FormList, ScreenProvider, StandingsTable } from '../matches/index.ts';
import { countryName } from './country.ts';
import { LibraryScroll } from './LibraryScroll.tsx';
import type { LeaguePageData } from './library.server.ts';
import './competitions.css';

export function LeaguePage({ data }: { data: LeaguePageData }) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  const { league, table } = data;
  const abbr = league.abbr ?? '';
  return (
    <ScreenProvider tz={data.tz} renderedAt={data.renderedAt}>
      <div className="library">
        <header className="library-head">
          {league.logo ? (
            <img className="library-head__logo" src={league.logo} alt="" width={56} height={56} />
          ) : (
            <img
              className="library-head__logo"
              src={`/images/games/${abbr}.svg`}
              alt=""
              width={56}
              height={56}
            />
          )}
          <div className="library-head__text">
            <h1 dir="auto">{league.name}</h1>
            <p className="library-head__facts">
              {league.abbr && <Link to={`/match/${league.abbr}`}>{t(`games:${league.gameId}`)}</Link>}
              {league.season && <span>{t('league.season', { season: league.season })}</span>}
              {league.country && <span>{countryName(locale, league.country)}</span>}
            </p>
          </div>
        </header>

        <section className="library-section" aria-labelledby="league-table">
          <h2 id="league-table">{t('league.table')}</h2>
          {table.lines.length > 0 ? (
            <LibraryScroll label={t('league.table')}>
              <StandingsTable
                caption={t('league.tableCaption', { league: league.name, teams: table.lines.length })}
                captionHidden
                rows={table.lines}
                form
              />
            </LibraryScroll>
          ) : (
            <p className="library-empty">{t('league.noTable')}</p>
          )}
        </section>

        <div className="library-columns">
          <section className="library-section" aria-labelledby="league-results">
            <h2 id="league-results">{t('league.results')}</h2>
            {data.results.length > 0 ? (
              <FormList matches={data.results} abbr={abbr} />
            ) : (
              <p className="library-empty">{t('league.noResults')}</p>
            )}
          </section>
          <section className="library-section" aria-labelledby="league-fixtures">
            <h2 id="league-fixtures">{t('league.fixtures')}</h2>
            {data.fixtures.length > 0 ? (
              <FormList matches={data.fixtures} abbr={abbr} upcoming />
            ) : (
              <p className="library-empty">{t('league.noFixtures')}</p>
            )}
          </section>
        </div>
      </div>
    </ScreenProvider>
  );
}
