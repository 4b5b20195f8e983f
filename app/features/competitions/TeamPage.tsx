/**
 * `/squadLibrary/{id}`: a team (one person in one-versus-one games) as a fan looks it up: its game,
 * country and league position, its last results with W/D/L, its next matches, and its squad.
 */

import type { TeamProfile } from '../../../shared/competitions/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import {
  FormList,
  familyOf,
  positionText,
  ScreenProvider,
  StandingsTable,
  TeamLogo,
} from '../matches/index.ts';
import { countryName } from './country.ts';
import { LibraryScroll } from './LibraryScroll.tsx';
import type { TeamPageData } from './library.server.ts';
import { HonoursPanel, TeamFacts, TransfersPanel } from './TeamProfilePanels.tsx';
import './competitions.css';
import { localName } from '../../../shared/games/names.ts';

export function TeamPage({ data, profile }: { data: TeamPageData; profile?: TeamProfile | undefined }) {
  const { t, i18n } = useTranslation('competitions');
  const m = useTranslation('matches').t;
  const locale = i18n.language;
  const { team, standing } = data;
  const family = familyOf(team.game.gameId);
  return (
    <ScreenProvider tz={data.tz} renderedAt={data.renderedAt}>
      <div className="library">
        <header className="library-head">
          <TeamLogo team={team} size={56} />
          <div className="library-head__text">
            <h1 dir="auto">{localName(team, i18n.language)}</h1>
            <p className="library-head__facts">
              <Link to={`/match/${team.game.abbr}`}>{t(`games:${team.game.gameId}`)}</Link>
              {team.country && <span>{countryName(locale, team.country)}</span>}
              {standing && (
                <Link to={`/leagueLibrary/${standing.league.id}`} dir="auto">
                  {standing.league.name}
                </Link>
              )}
            </p>
          </div>
        </header>

        {profile && <TeamFacts profile={profile} />}

        {standing && (
          <section className="library-section" aria-labelledby="team-standing">
            <h2 id="team-standing">{t('team.standing')}</h2>
            <LibraryScroll label={t('team.standing')}>
              <StandingsTable
                caption={t('league.tableCaption', { league: standing.league.name, teams: standing.teams })}
                captionHidden
                rows={[standing.line]}
                form
                highlight={team.id}
              />
            </LibraryScroll>
          </section>
        )}

        <div className="library-columns">
          <section className="library-section" aria-labelledby="team-results">
            <h2 id="team-results">{t('team.results')}</h2>
            {data.results.length > 0 ? (
              <FormList matches={data.results} teamId={team.id} abbr={team.game.abbr} />
            ) : (
              <p className="library-empty">{t('team.noResults')}</p>
            )}
          </section>
          <section className="library-section" aria-labelledby="team-fixtures">
            <h2 id="team-fixtures">{t('team.fixtures')}</h2>
            {data.fixtures.length > 0 ? (
              <FormList matches={data.fixtures} abbr={team.game.abbr} upcoming />
            ) : (
              <p className="library-empty">{t('team.noFixtures')}</p>
            )}
          </section>
        </div>

        <section className="library-section" aria-labelledby="team-squad">
          <h2 id="team-squad">{t('team.squad')}</h2>
          {team.players.length > 0 ? (
            <table className="library-table">
              <caption className="visually-hidden">{t('team.squadCaption', { team: team.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <abbr title={t('team.col.number')}>#</abbr>
                  </th>
                  <th scope="col">{t('team.col.player')}</th>
                  <th scope="col">{t('team.col.position')}</th>
                  <th scope="col">{t('team.col.nationality')}</th>
                </tr>
              </thead>
              <tbody>
                {team.players.map((p) => (
                  <tr key={p.id}>
                    <td dir="ltr">{p.number ?? ''}</td>
                    <th scope="row" dir="auto">
                      <Link to={`/playerLibrary/${p.id}`}>{localName(p, i18n.language)}</Link>
                    </th>
                    <td>{p.position ? positionText(m, family, p.position) : ''}</td>
                    <td>{p.nationality ? countryName(locale, p.nationality) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="library-empty">{t('team.noSquad')}</p>
          )}
        </section>

        {profile && <HonoursPanel team={team} profile={profile} />}
        {profile && <TransfersPanel team={team} profile={profile} />}
      </div>
    </ScreenProvider>
  );
}
