/**
 * `/leagueLibrary/{id}`: a league or tournament: its game, season and country, its table with each
 * team's form, its latest results and its next fixtures.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { FormList, ScreenProvider, StandingsTable } from '../matches/index.ts';
import { countryName } from './country.ts';
import { liveTableStage, MarksKey, PrizePoolPanel, SeasonChooser, StagesPanel } from './LeagueStages.tsx';
import { LibraryScroll } from './LibraryScroll.tsx';
import type { LeaguePageData } from './library.server.ts';
import type { LeagueStagesData } from './profiles.server.ts';
import { RankingBoards } from './Rankings.tsx';
import './competitions.css';
import { localName } from '../../../shared/games/names.ts';
import { GameLogo } from '../games/index.ts';

export function LeaguePage({
  data,
  stages,
}: {
  data: LeaguePageData;
  stages?: LeagueStagesData | undefined;
}) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  const { league, table } = data;
  const shown = stages?.seasons.find((s) => s.season === stages.season);
  const prizePool = shown?.prizePool ?? null;
  // The season under way's table is the league's table now (from its matches), with its stage's marks.
  const current = !shown || shown.current;
  const liveStage = current ? stages && liveTableStage(stages.stages) : undefined;
  const abbr = league.abbr ?? '';
  return (
    <ScreenProvider tz={data.tz} renderedAt={data.renderedAt}>
      <div className="library">
        <header className="library-head">
          {league.logo ? (
            <img className="library-head__logo" src={league.logo} alt="" width={56} height={56} />
          ) : (
            <GameLogo className="library-head__logo" abbr={abbr} size={56} />
          )}
          <div className="library-head__text">
            <h1 dir="auto">{localName(league, i18n.language)}</h1>
            <p className="library-head__facts">
              {league.abbr && <Link to={`/match/${league.abbr}`}>{t(`games:${league.gameId}`)}</Link>}
              {(shown?.season ?? league.season) && (
                <span>{t('league.season', { season: shown?.season ?? league.season })}</span>
              )}
              {league.country && <span>{countryName(locale, league.country)}</span>}
            </p>
          </div>
        </header>

        {stages && <SeasonChooser data={stages} />}

        {current && (
          <section className="library-section" aria-labelledby="league-table">
            <h2 id="league-table">{t('league.table')}</h2>
            {table.lines.length > 0 ? (
              <>
                <LibraryScroll label={t('league.table')}>
                  <StandingsTable
                    caption={t('league.tableCaption', { league: league.name, teams: table.lines.length })}
                    captionHidden
                    rows={table.lines}
                    form
                    marks={liveStage?.marks}
                    markText={(kind) => t(`stages.marks.${kind}`)}
                  />
                </LibraryScroll>
                {liveStage && <MarksKey marks={liveStage.marks} />}
              </>
            ) : (
              <p className="library-empty">{t('league.noTable')}</p>
            )}
          </section>
        )}

        {/* The season's stages (the live table's above), then its prize pool. */}
        {stages && stages.stages.length > 0 && <StagesPanel data={stages} skip={liveStage?.id} />}
        {prizePool && <PrizePoolPanel pool={prizePool} />}

        {/* Rankings, results and fixtures are the matches of the season under way: not a past season's. */}
        {current && data.rankings.boards.length > 0 && (
          <section className="library-section" aria-labelledby="league-rankings">
            <h2 id="league-rankings">{t('rankings.title')}</h2>
            <RankingBoards rankings={data.rankings} league={localName(league, i18n.language)} />
          </section>
        )}

        {current && (
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
        )}
      </div>
    </ScreenProvider>
  );
}
