/**
 * The sub-component pages (spec section 2: "/leagueLibrary/components/*, /playerLibrary/components/*,
 * /squadLibrary/components/*"): one panel of a library page on its own, `?id=` naming its league,
 * team or player, for a brand's other sites to embed (app/routes/library-panel.tsx renders it without
 * the site's header and footer, `noindex`).
 *
 * **Adding a panel is one entry in `LIBRARY_PANELS`**: its library and name (its address), its
 * heading (a key of the competitions catalog), how it loads (`load`, on the server, from the services
 * or the library pages' loaders in `PanelSources`; a missing subject is the 404 page through `found`),
 * whose page it is a part of, and its view. Data for every panel is also a `GET /java/...` call.
 */
import type { ReactNode } from 'react';
import type { LeagueInfo, TeamInfo } from '../../../shared/games/contract.ts';
import type { LocalNames } from '../../../shared/games/names.ts';
import type { LeagueRankings, LeagueTable } from '../../../shared/matches/contract.ts';
import { RANKING_STATS } from '../../../shared/matches/rankings.ts';
import type { AppLoadContext } from '../../context.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormList, StandingsTable } from '../matches/index.ts';
import { LibraryScroll } from './LibraryScroll.tsx';
import type { LeaguePageData, PlayerPageData, TeamPageData } from './library.server.ts';
import { GamesTable } from './PlayerPage.tsx';
import { RankingBoards } from './Rankings.tsx';
import { SquadTable } from './SquadTable.tsx';

export const PANEL_LIBRARIES = ['leagueLibrary', 'squadLibrary', 'playerLibrary'] as const;
export type PanelLibrary = (typeof PANEL_LIBRARIES)[number];

/** What a panel's `load` may read (panels.server.ts makes it for a request). */
export interface PanelSources {
  services: AppLoadContext['services'];
  /** A service's answer; its `notFound` (or a refused parameter) is the 404 page. */
  found<T>(read: () => Promise<T>): Promise<T>;
  /** The library pages' loaders (library.server.ts): the whole page's data of a league, team, player. */
  league(id: number): Promise<LeaguePageData>;
  team(id: number): Promise<TeamPageData>;
  player(id: number): Promise<PlayerPageData>;
  /** The page's query (`?stat=`...); `notFound()` throws the 404 page for a bad one. */
  search: URLSearchParams;
  notFound(): never;
}

export interface LibraryPanel<T> {
  library: PanelLibrary;
  /** Its address: `/{library}/components/{name}?id=`. */
  name: string;
  /** Its heading: a key of the competitions catalog. */
  title: string;
  load(sources: PanelSources, id: number): Promise<T>;
  /** The league, team or player it shows (the page's title names them). */
  subject(data: T): { name: string; names?: LocalNames };
  /** The whole page it is a part of. */
  page(data: T): string;
  View(props: { data: T }): ReactNode;
}

/** One entry, its data's type checked between `load` and `View`. */
function panel<T>(entry: LibraryPanel<T>): LibraryPanel<unknown> {
  return entry as LibraryPanel<unknown>;
}

/** How many lines each board of the rankings panel shows. */
const PANEL_RANKING_LINES = 20;

export const LIBRARY_PANELS: readonly LibraryPanel<unknown>[] = [
  panel<{ league: LeagueInfo; table: LeagueTable }>({
    library: 'leagueLibrary',
    name: 'standings',
    title: 'components.standings',
    async load({ services, found }, id) {
      const league = await found(() => services.competitions.league(id));
      return { league, table: await services.matches.leagueTable({ leagueId: id }) };
    },
    subject: (d) => d.league,
    page: (d) => `/leagueLibrary/${d.league.id}`,
    View: StandingsView,
  }),
  panel<{ league: LeagueInfo; rankings: LeagueRankings }>({
    library: 'leagueLibrary',
    name: 'rankings',
    title: 'components.rankings',
    async load({ services, found, search, notFound }, id) {
      const stat = search.get('stat') ?? undefined;
      if (stat !== undefined && !(RANKING_STATS as readonly string[]).includes(stat)) notFound();
      const league = await found(() => services.competitions.league(id));
      const rankings = await found(() =>
        services.matches.leagueRankings({ leagueId: id, stat, size: PANEL_RANKING_LINES }),
      );
      return { league, rankings };
    },
    subject: (d) => d.league,
    page: (d) => `/leagueLibrary/${d.league.id}`,
    View: RankingsView,
  }),
  panel<LeaguePageData>({
    library: 'leagueLibrary',
    name: 'fixtures',
    title: 'components.fixtures',
    load: (sources, id) => sources.league(id),
    subject: (d) => d.league,
    page: (d) => `/leagueLibrary/${d.league.id}`,
    View: FixturesView,
  }),
  panel<TeamInfo>({
    library: 'squadLibrary',
    name: 'squad',
    title: 'components.squad',
    load: ({ services, found }, id) => found(() => services.competitions.team(id)),
    subject: (team) => team,
    page: (team) => `/squadLibrary/${team.id}`,
    View: ({ data }) => (
      <LibraryScroll label={data.name}>
        <SquadTable team={data} />
      </LibraryScroll>
    ),
  }),
  panel<TeamPageData>({
    library: 'squadLibrary',
    name: 'matches',
    title: 'components.matches',
    load: (sources, id) => sources.team(id),
    subject: (d) => d.team,
    page: (d) => `/squadLibrary/${d.team.id}`,
    View: TeamMatchesView,
  }),
  panel<PlayerPageData>({
    library: 'playerLibrary',
    name: 'recent',
    title: 'components.recent',
    load: (sources, id) => sources.player(id),
    subject: (d) => d.player,
    page: (d) => `/playerLibrary/${d.player.id}`,
    View: ({ data }) => (
      <LibraryScroll label={data.player.name}>
        <GamesTable data={data} />
      </LibraryScroll>
    ),
  }),
];

/** The panel an address names, if any. */
export function findPanel(library: string, name: string | undefined): LibraryPanel<unknown> | undefined {
  return LIBRARY_PANELS.find((p) => p.library === library && p.name === name);
}

function StandingsView({ data }: { data: { league: LeagueInfo; table: LeagueTable } }) {
  const { t } = useTranslation('competitions');
  if (data.table.lines.length === 0) return <p className="library-empty">{t('league.noTable')}</p>;
  return (
    <LibraryScroll label={t('league.table')}>
      <StandingsTable
        caption={t('league.tableCaption', { league: data.league.name, teams: data.table.lines.length })}
        captionHidden
        rows={data.table.lines}
        form
      />
    </LibraryScroll>
  );
}

function RankingsView({ data }: { data: { league: LeagueInfo; rankings: LeagueRankings } }) {
  const { t } = useTranslation('competitions');
  if (data.rankings.boards.length === 0) return <p className="library-empty">{t('rankings.none')}</p>;
  return <RankingBoards rankings={data.rankings} league={data.league.name} />;
}

function FixturesView({ data }: { data: LeaguePageData }) {
  const { t } = useTranslation('competitions');
  if (data.fixtures.length === 0) return <p className="library-empty">{t('league.noFixtures')}</p>;
  return <FormList matches={data.fixtures} abbr={data.league.abbr ?? ''} upcoming />;
}

function TeamMatchesView({ data }: { data: TeamPageData }) {
  const { t } = useTranslation('competitions');
  return (
    <div className="library-columns">
      <section aria-labelledby="panel-results">
        <h2 id="panel-results">{t('team.results')}</h2>
        {data.results.length > 0 ? (
          <FormList matches={data.results} teamId={data.team.id} abbr={data.team.game.abbr} />
        ) : (
          <p className="library-empty">{t('team.noResults')}</p>
        )}
      </section>
      <section aria-labelledby="panel-fixtures">
        <h2 id="panel-fixtures">{t('team.fixtures')}</h2>
        {data.fixtures.length > 0 ? (
          <FormList matches={data.fixtures} abbr={data.team.game.abbr} upcoming />
        ) : (
          <p className="library-empty">{t('team.noFixtures')}</p>
        )}
      </section>
    </div>
  );
}
