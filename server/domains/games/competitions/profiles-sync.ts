/**
 * What a feed says about competitions beyond fixtures (`FeedSink.upsertCompetitions`; shapes in
 * shared/competitions/feed.ts), stored inside the caller's transaction: team profiles with coaches,
 * prize money, rankings and honours; players' birth dates, power ratings and service records;
 * transfers; leagues' seasons and stages. Only what is new or changed is written, so a feed that
 * says the same again (the simulator on every start) writes nothing; corrections of operators are
 * shown again after the feed's writes (`reapplyCorrections`).
 *
 * Teams and leagues a profile names are stored when new (inserted, never updated here: fixtures
 * keep their names current; indexed for search); players of a profile likewise, with what a roster
 * says of them. A stage's or transfer's team that the
 * feed did not describe anywhere is left out (a stage) or kept by its name only (a transfer).
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  FeedCompetitions,
  FeedStage,
  FeedTeamProfile,
  FeedTeamRef,
} from '../../../../shared/competitions/feed.ts';
import type {
  StandingRow,
  StoredCoach,
  StoredGroup,
  StoredPrizePool,
  StoredSpell,
} from '../../../../shared/competitions/model.ts';
import { cleanNames } from '../../../../shared/games/names.ts';
import type { Executor } from '../../../db/client.ts';
import { reapplyCorrections, sameValue } from './corrections.ts';
import { playerKey } from './repository.ts';
import {
  leagueSeasons,
  leagueStages,
  leagues,
  playerProfiles,
  players,
  teamHonours,
  teamProfiles,
  teams,
} from './schema.ts';
import { reindexSubjects } from './search-index.ts';

/** Rows per statement (they travel as one JSON parameter). */
const RECORDS = 2000;
/** Ids per `in (...)` read. */
const READ = 5000;

export interface CompetitionCounts {
  /** Rows written (inserted or changed) of each kind; 0 when the feed said nothing new. */
  teams: number;
  profiles: number;
  honours: number;
  players: number;
  transfers: number;
  seasons: number;
  stages: number;
}

async function rowsOf<T>(tx: Executor, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const records = (rows: readonly unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

async function inChunks<T>(rows: readonly T[], size: number, write: (chunk: T[]) => Promise<void>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Our ids of a source's teams (or leagues) by external id. */
async function idsByExternal(
  tx: Executor,
  table: typeof teams | typeof leagues,
  source: string,
  externalIds: Iterable<string>,
): Promise<Map<string, number>> {
  const wanted = [...new Set(externalIds)];
  const ids = new Map<string, number>();
  for (let i = 0; i < wanted.length; i += READ) {
    const rows = await tx
      .select({ id: table.id, externalId: table.externalId })
      .from(table)
      .where(and(eq(table.source, source), inArray(table.externalId, wanted.slice(i, i + READ))));
    for (const r of rows) ids.set(r.externalId, r.id);
  }
  return ids;
}

/** Every team a batch names by external id. */
function teamsNamed(data: FeedCompetitions): Set<string> {
  const named = new Set<string>();
  const ref = (r: FeedTeamRef | undefined) => r?.externalId && named.add(r.externalId);
  for (const t of data.teams ?? []) {
    named.add(t.externalId);
    for (const p of t.players ?? []) for (const spell of p.career ?? []) ref(spell.team);
  }
  for (const tr of data.transfers ?? []) {
    ref(tr.from);
    ref(tr.to);
    if (tr.player.teamExternalId) named.add(tr.player.teamExternalId);
  }
  for (const l of data.leagues ?? [])
    for (const s of l.seasons)
      for (const st of s.stages) for (const g of st.groups) for (const t of g.teams) named.add(t);
  return named;
}

/** Inserts the batch's teams and leagues that are not stored yet; returns every id it names. */
async function subjects(tx: Executor, data: FeedCompetitions) {
  const { source } = data;
  const inserted = { teams: [] as number[], leagues: [] as number[] };
  const newTeams = (data.teams ?? []).map((t) => ({
    game_id: t.gameId,
    external_id: t.externalId,
    name: t.name,
    names: cleanNames(t.name, t.names),
    short_name: t.shortName ?? null,
    country: t.country ?? null,
  }));
  await inChunks(newTeams, RECORDS, async (chunk) => {
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`insert into ${teams} (game_id, source, external_id, name, names, short_name, country)
        select game_id, ${source}, external_id, name, names, short_name, country
        from jsonb_to_recordset(${records(chunk)}) as v(game_id int, external_id text, name text,
          names jsonb, short_name text, country text)
        on conflict (source, external_id) do nothing returning id`,
    );
    inserted.teams.push(...rows.map((r) => r.id));
  });
  const newLeagues = (data.leagues ?? []).map((l) => ({
    game_id: l.gameId,
    external_id: l.externalId,
    name: l.name,
  }));
  await inChunks(newLeagues, RECORDS, async (chunk) => {
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`insert into ${leagues} (game_id, source, external_id, name)
        select game_id, ${source}, external_id, name
        from jsonb_to_recordset(${records(chunk)}) as v(game_id int, external_id text, name text)
        on conflict (source, external_id) do nothing returning id`,
    );
    inserted.leagues.push(...rows.map((r) => r.id));
  });
  const teamIds = await idsByExternal(tx, teams, source, teamsNamed(data));
  const leagueRefs = new Set<string>((data.leagues ?? []).map((l) => l.externalId));
  for (const t of data.teams ?? [])
    for (const h of t.honours ?? []) if (h.leagueExternalId) leagueRefs.add(h.leagueExternalId);
  const leagueIds = await idsByExternal(tx, leagues, source, leagueRefs);
  return { teamIds, leagueIds, inserted };
}

const coachesOf = (t: FeedTeamProfile): StoredCoach[] | undefined =>
  t.coaches
    ? [...t.coaches]
        .sort((a, b) => (a.role === b.role ? 0 : a.role === 'head' ? -1 : 1))
        .map((c) => ({
          role: c.role,
          name: c.name,
          names: cleanNames(c.name, c.names),
          nationality: c.nationality ?? null,
        }))
    : undefined;

type ProfileRow = typeof teamProfiles.$inferSelect;

/** Team profiles: absent fields keep what is stored; rows written only where something changed. */
async function syncTeamProfiles(
  tx: Executor,
  profiles: readonly FeedTeamProfile[],
  teamIds: ReadonlyMap<string, number>,
): Promise<number[]> {
  const wanted = profiles.flatMap((p) => {
    const id = teamIds.get(p.externalId);
    return id === undefined ? [] : [[id, p] as const];
  });
  const stored = new Map<number, ProfileRow>();
  for (let i = 0; i < wanted.length; i += READ) {
    const ids = wanted.slice(i, i + READ).map(([id]) => id);
    for (const row of await tx.select().from(teamProfiles).where(inArray(teamProfiles.teamId, ids)))
      stored.set(row.teamId, row);
  }
  const changed: ProfileRow[] = [];
  for (const [teamId, p] of wanted) {
    const before = stored.get(teamId);
    const next: ProfileRow = {
      teamId,
      founded: p.founded ?? before?.founded ?? null,
      coaches: coachesOf(p) ?? before?.coaches ?? [],
      prizeMoney: p.prizeMoney?.amount ?? before?.prizeMoney ?? null,
      prizeCurrency: p.prizeMoney?.currency ?? before?.prizeCurrency ?? null,
      rankingPosition: p.ranking?.position ?? before?.rankingPosition ?? null,
      rankingPoints: p.ranking?.points ?? before?.rankingPoints ?? null,
      rankingDate: p.ranking?.date ?? before?.rankingDate ?? null,
    };
    if (!before || !sameValue(before, next)) changed.push(next);
  }
  await inChunks(changed, RECORDS, async (chunk) => {
    await tx.execute(sql`
      insert into ${teamProfiles} (team_id, founded, coaches, prize_money, prize_currency,
        ranking_position, ranking_points, ranking_date)
      select team_id, founded, coaches, prize_money, prize_currency, ranking_position, ranking_points,
        ranking_date
      from jsonb_to_recordset(${records(
        chunk.map((r) => ({
          team_id: r.teamId,
          founded: r.founded,
          coaches: r.coaches,
          prize_money: r.prizeMoney,
          prize_currency: r.prizeCurrency,
          ranking_position: r.rankingPosition,
          ranking_points: r.rankingPoints,
          ranking_date: r.rankingDate,
        })),
      )}) as v(team_id int, founded smallint, coaches jsonb, prize_money bigint, prize_currency text,
        ranking_position int, ranking_points int, ranking_date date)
      on conflict (team_id) do update set founded = excluded.founded, coaches = excluded.coaches,
        prize_money = excluded.prize_money, prize_currency = excluded.prize_currency,
        ranking_position = excluded.ranking_position, ranking_points = excluded.ranking_points,
        ranking_date = excluded.ranking_date`);
  });
  return changed.map((r) => r.teamId);
}

/** Honours: a team's list given replaces the stored one when it differs. */
async function syncHonours(
  tx: Executor,
  profiles: readonly FeedTeamProfile[],
  teamIds: ReadonlyMap<string, number>,
  leagueIds: ReadonlyMap<string, number>,
): Promise<number> {
  const given = new Map<number, Array<Omit<typeof teamHonours.$inferSelect, 'id'>>>();
  for (const p of profiles) {
    const teamId = teamIds.get(p.externalId);
    if (teamId === undefined || !p.honours) continue;
    given.set(
      teamId,
      p.honours.map((h) => ({
        teamId,
        competition: h.competition,
        names: cleanNames(h.competition, h.names),
        leagueId: (h.leagueExternalId && leagueIds.get(h.leagueExternalId)) || null,
        season: h.season,
        placement: h.placement,
      })),
    );
  }
  const ids = [...given.keys()];
  const stored = new Map<number, Array<Omit<typeof teamHonours.$inferSelect, 'id'>>>();
  for (let i = 0; i < ids.length; i += READ) {
    const rows = await tx
      .select()
      .from(teamHonours)
      .where(inArray(teamHonours.teamId, ids.slice(i, i + READ)))
      .orderBy(teamHonours.id);
    for (const { id: _id, ...row } of rows) stored.set(row.teamId, [...(stored.get(row.teamId) ?? []), row]);
  }
  const changed = ids.filter((id) => !sameValue(stored.get(id) ?? [], given.get(id)));
  for (let i = 0; i < changed.length; i += READ)
    await tx.delete(teamHonours).where(inArray(teamHonours.teamId, changed.slice(i, i + READ)));
  const rows = changed.flatMap((id) => given.get(id) ?? []);
  await inChunks(rows, RECORDS, async (chunk) => {
    await tx.insert(teamHonours).values(chunk);
  });
  return rows.length;
}

type PlayerProfileRow = typeof playerProfiles.$inferSelect;

const sideOf = (ref: FeedTeamRef | undefined, teamIds: ReadonlyMap<string, number>) =>
  ref ? { id: (ref.externalId && teamIds.get(ref.externalId)) || null, name: ref.name } : null;

/** Players of the profiles (inserted when new) and their profiles; returns our ids by player key. */
async function syncPlayerProfiles(
  tx: Executor,
  profiles: readonly FeedTeamProfile[],
  teamIds: ReadonlyMap<string, number>,
  extraTeams: readonly number[],
): Promise<{ playerIds: Map<string, number>; written: number[]; inserted: number[] }> {
  const listed = profiles.flatMap((t) => {
    const teamId = teamIds.get(t.externalId);
    return teamId === undefined ? [] : (t.players ?? []).map((p) => ({ teamId, p }));
  });
  const inserted: number[] = [];
  await inChunks(listed, RECORDS, async (chunk) => {
    const rows = await rowsOf<{ id: number }>(
      tx,
      sql`
      insert into ${players} (team_id, external_id, name, names, number, position, nationality)
      select team_id, external_id, name, names, number, position, nationality
      from jsonb_to_recordset(${records(
        chunk.map(({ teamId, p }) => ({
          team_id: teamId,
          external_id: p.externalId,
          name: p.name,
          names: cleanNames(p.name, p.names),
          number: p.number ?? null,
          position: p.position ?? null,
          nationality: p.nationality ?? null,
        })),
      )}) as v(team_id int, external_id text, name text, names jsonb, number int, position text,
        nationality text)
      on conflict (team_id, external_id) do nothing returning id`,
    );
    inserted.push(...rows.map((r) => r.id));
  });
  const teamList = [...new Set([...listed.map((l) => l.teamId), ...extraTeams])];
  const playerIds = new Map<string, number>();
  for (let i = 0; i < teamList.length; i += READ) {
    const rows = await tx
      .select({ id: players.id, teamId: players.teamId, externalId: players.externalId })
      .from(players)
      .where(inArray(players.teamId, teamList.slice(i, i + READ)));
    for (const r of rows) playerIds.set(playerKey(r.teamId, r.externalId), r.id);
  }
  const wanted = listed.flatMap(({ teamId, p }) => {
    const id = playerIds.get(playerKey(teamId, p.externalId));
    return id === undefined ? [] : [[id, p] as const];
  });
  const stored = new Map<number, PlayerProfileRow>();
  for (let i = 0; i < wanted.length; i += READ) {
    const ids = wanted.slice(i, i + READ).map(([id]) => id);
    for (const row of await tx.select().from(playerProfiles).where(inArray(playerProfiles.playerId, ids)))
      stored.set(row.playerId, row);
  }
  const changed: PlayerProfileRow[] = [];
  for (const [playerId, p] of wanted) {
    const before = stored.get(playerId);
    const career: StoredSpell[] | undefined = p.career?.map((spell) => {
      const team = sideOf(spell.team, teamIds);
      return {
        teamId: team?.id ?? null,
        team: spell.team.name,
        from: spell.from ?? null,
        until: spell.until ?? null,
      };
    });
    const next: PlayerProfileRow = {
      playerId,
      birthDate: p.birthDate ?? before?.birthDate ?? null,
      powerRating: p.powerRating ?? before?.powerRating ?? null,
      career: career ?? before?.career ?? null,
    };
    if (!before || !sameValue(before, next)) changed.push(next);
  }
  await inChunks(changed, RECORDS, async (chunk) => {
    await tx.execute(sql`
      insert into ${playerProfiles} (player_id, birth_date, power_rating, career)
      select player_id, birth_date, power_rating, career
      from jsonb_to_recordset(${records(
        chunk.map((r) => ({
          player_id: r.playerId,
          birth_date: r.birthDate,
          power_rating: r.powerRating,
          career: r.career,
        })),
      )}) as v(player_id int, birth_date date, power_rating smallint, career jsonb)
      on conflict (player_id) do update set birth_date = excluded.birth_date,
        power_rating = excluded.power_rating, career = excluded.career`);
  });
  return { playerIds, written: changed.map((r) => r.playerId), inserted };
}

/** Transfers by (source, externalId): written when new or changed (the guard is in the statement). */
async function syncTransfers(
  tx: Executor,
  data: FeedCompetitions,
  teamIds: ReadonlyMap<string, number>,
  playerIds: ReadonlyMap<string, number>,
): Promise<number> {
  const rows = (data.transfers ?? []).map((t) => {
    const from = sideOf(t.from, teamIds);
    const to = sideOf(t.to, teamIds);
    const owner = t.player.teamExternalId ? teamIds.get(t.player.teamExternalId) : undefined;
    const playerId =
      owner !== undefined && t.player.externalId
        ? (playerIds.get(playerKey(owner, t.player.externalId)) ?? null)
        : null;
    return {
      external_id: t.externalId,
      game_id: t.gameId,
      player_id: playerId,
      player_name: t.player.name,
      player_names: cleanNames(t.player.name, t.player.names),
      nationality: t.player.nationality ?? null,
      from_team_id: from?.id ?? null,
      from_team_name: from && from.id === null ? from.name : null,
      to_team_id: to?.id ?? null,
      to_team_name: to && to.id === null ? to.name : null,
      date: t.date,
      type: t.type,
      fee: t.fee?.amount ?? null,
      currency: t.fee?.currency ?? null,
    };
  });
  let written = 0;
  const columns = sql.raw(
    'game_id, player_id, player_name, player_names, nationality, from_team_id, from_team_name, to_team_id, to_team_name, date, type, fee, currency',
  );
  await inChunks(rows, RECORDS, async (chunk) => {
    const result = await rowsOf(
      tx,
      sql`insert into transfers (source, external_id, ${columns})
        select ${data.source}, external_id, ${columns}
        from jsonb_to_recordset(${records(chunk)}) as v(external_id text, game_id int, player_id int,
          player_name text, player_names jsonb, nationality text, from_team_id int, from_team_name text,
          to_team_id int, to_team_name text, date date, type text, fee bigint, currency text)
        on conflict (source, external_id) do update set (${columns}) = (excluded.game_id,
          excluded.player_id, excluded.player_name, excluded.player_names, excluded.nationality,
          excluded.from_team_id, excluded.from_team_name, excluded.to_team_id, excluded.to_team_name,
          excluded.date, excluded.type, excluded.fee, excluded.currency)
        where (transfers.game_id, transfers.player_id, transfers.player_name, transfers.player_names,
          transfers.nationality, transfers.from_team_id, transfers.from_team_name, transfers.to_team_id,
          transfers.to_team_name, transfers.date, transfers.type, transfers.fee, transfers.currency)
          is distinct from (excluded.game_id, excluded.player_id, excluded.player_name,
          excluded.player_names, excluded.nationality, excluded.from_team_id, excluded.from_team_name,
          excluded.to_team_id, excluded.to_team_name, excluded.date, excluded.type, excluded.fee,
          excluded.currency)
        returning id`,
    );
    written += result.length;
  });
  return written;
}

/** A stage's groups with our ids: teams the feed never described are left out. */
function storedGroups(
  stage: FeedStage,
  teamIds: ReadonlyMap<string, number>,
  matchIdOf: (externalId: string) => number | null,
): StoredGroup[] {
  return stage.groups.map((g) => {
    const id = (externalId: string) => teamIds.get(externalId);
    const standings: StandingRow[] | null = g.standings
      ? g.standings.flatMap((r) => {
          const teamId = id(r.team);
          return teamId === undefined
            ? []
            : [
                {
                  teamId,
                  position: r.position,
                  played: r.played,
                  won: r.won,
                  drawn: r.drawn,
                  lost: r.lost,
                  scored: r.scored,
                  conceded: r.conceded,
                  points: r.points,
                },
              ];
        })
      : null;
    return {
      key: g.key,
      name: g.name,
      teamIds: g.teams.flatMap((t) => {
        const teamId = id(t);
        return teamId === undefined ? [] : [teamId];
      }),
      standings,
      results: (g.results ?? []).flatMap((r) => {
        const home = id(r.home);
        const away = id(r.away);
        if (home === undefined || away === undefined) return [];
        const winner =
          r.winner ?? (r.homeScore > r.awayScore ? 'home' : r.awayScore > r.homeScore ? 'away' : null);
        return [
          {
            home,
            away,
            homeScore: r.homeScore,
            awayScore: r.awayScore,
            winner,
            matchId: r.matchExternalId ? matchIdOf(r.matchExternalId) : null,
            date: r.date ?? null,
          },
        ];
      }),
    };
  });
}

/** Seasons and their stages: a season given replaces its stages (those it no longer lists go). */
async function syncSeasons(
  tx: Executor,
  data: FeedCompetitions,
  leagueIds: ReadonlyMap<string, number>,
  teamIds: ReadonlyMap<string, number>,
  matchIdOf: (externalId: string) => number | null,
): Promise<{ seasons: number; stages: number }> {
  let seasons = 0;
  let stages = 0;
  // What is stored of these leagues, read at once (two statements, whatever the number of leagues).
  const ids = (data.leagues ?? []).flatMap((l) => {
    const id = leagueIds.get(l.externalId);
    return id === undefined ? [] : [id];
  });
  const allSeasons =
    ids.length > 0 ? await tx.select().from(leagueSeasons).where(inArray(leagueSeasons.leagueId, ids)) : [];
  const allStages =
    allSeasons.length > 0
      ? await tx
          .select()
          .from(leagueStages)
          .where(
            inArray(
              leagueStages.seasonId,
              allSeasons.map((s) => s.id),
            ),
          )
      : [];
  for (const league of data.leagues ?? []) {
    const leagueId = leagueIds.get(league.externalId);
    if (leagueId === undefined || league.seasons.length === 0) continue;
    const storedSeasons = new Map(
      allSeasons.filter((s) => s.leagueId === leagueId).map((s) => [s.season, s]),
    );
    for (const season of league.seasons) {
      const prizePool: StoredPrizePool | null = season.prizePool
        ? {
            currency: season.prizePool.currency,
            total: season.prizePool.total,
            distribution: season.prizePool.distribution.map((d) => ({
              from: d.from,
              to: d.to,
              amount: d.amount,
            })),
          }
        : (storedSeasons.get(season.season)?.prizePool ?? null);
      let row = storedSeasons.get(season.season);
      const values = { startDate: season.startDate, endDate: season.endDate, prizePool };
      if (!row) {
        [row] = await tx
          .insert(leagueSeasons)
          .values({ leagueId, season: season.season, ...values })
          .returning();
        seasons += 1;
      } else if (
        !sameValue(
          { s: row.startDate, e: row.endDate, p: row.prizePool },
          { s: values.startDate, e: values.endDate, p: prizePool },
        )
      ) {
        await tx.update(leagueSeasons).set(values).where(eq(leagueSeasons.id, row.id));
        seasons += 1;
      }
      if (!row) continue;
      const seasonId = row.id;
      const storedStages = new Map(
        allStages.filter((s) => s.seasonId === seasonId).map((s) => [s.externalId, s]),
      );
      for (const [position, stage] of season.stages.entries()) {
        const next = {
          seasonId,
          externalId: stage.externalId,
          position,
          name: stage.name,
          names: cleanNames(stage.name, stage.names),
          format: stage.format,
          bestOf: stage.bestOf ?? null,
          startDate: stage.startDate ?? null,
          endDate: stage.endDate ?? null,
          marks: (stage.marks ?? []).map((m) => ({
            from: m.from,
            to: m.to,
            kind: m.kind,
            ...(m.label ? { label: m.label } : {}),
          })),
          options: { ...(stage.options ?? {}) },
          groups: storedGroups(stage, teamIds, matchIdOf),
        };
        const before = storedStages.get(stage.externalId);
        storedStages.delete(stage.externalId);
        if (before) {
          const { id, ...rest } = before;
          if (sameValue(rest, next)) continue;
          await tx.update(leagueStages).set(next).where(eq(leagueStages.id, id));
        } else {
          await tx.insert(leagueStages).values(next);
        }
        stages += 1;
      }
      const gone = [...storedStages.values()].map((s) => s.id);
      if (gone.length > 0) await tx.delete(leagueStages).where(inArray(leagueStages.id, gone));
    }
  }
  return { seasons, stages };
}

/**
 * Stores a feed's competitions data. `matchIdOf` maps a fixture's external id (same source) to our
 * match, for stage results that were fixtures (the matches ingest passes it: competitions never
 * read matches).
 */
export async function syncCompetitionData(
  tx: Executor,
  data: FeedCompetitions,
  matchIdOf: (externalId: string) => number | null = () => null,
): Promise<CompetitionCounts> {
  const { teamIds, leagueIds, inserted } = await subjects(tx, data);
  const profiles = data.teams ?? [];
  const written = await syncTeamProfiles(tx, profiles, teamIds);
  const honours = await syncHonours(tx, profiles, teamIds, leagueIds);
  const transferOwners = (data.transfers ?? []).flatMap((t) => {
    const id = t.player.teamExternalId ? teamIds.get(t.player.teamExternalId) : undefined;
    return id === undefined ? [] : [id];
  });
  const players = await syncPlayerProfiles(tx, profiles, teamIds, transferOwners);
  const transfers = await syncTransfers(tx, data, teamIds, players.playerIds);
  const { seasons, stages } = await syncSeasons(tx, data, leagueIds, teamIds, matchIdOf);
  // The feed may have written over corrected fields of profiles: show the corrections again.
  await reapplyCorrections(tx, 'team', written);
  await reapplyCorrections(tx, 'player', players.written);
  // Teams, leagues and players described here first are found by search from the same commit.
  await reindexSubjects(tx, { leagues: inserted.leagues, teams: inserted.teams, players: players.inserted });
  return {
    teams: inserted.teams.length,
    profiles: written.length,
    honours,
    players: players.written.length,
    transfers,
    seasons,
    stages,
  };
}

/** The external ids of fixtures a batch's stage results name (the ingest maps them to our matches). */
export function matchesNamed(data: FeedCompetitions): string[] {
  const named = new Set<string>();
  for (const l of data.leagues ?? [])
    for (const s of l.seasons)
      for (const st of s.stages)
        for (const g of st.groups)
          for (const r of g.results ?? []) if (r.matchExternalId) named.add(r.matchExternalId);
  return [...named];
}

/**
 * Before the teams and leagues of these sources are deleted (their profiles, honours, seasons and
 * stages go with them by cascade): their transfers, and the corrections of their subjects.
 */
export async function deleteProfilesOfSources(tx: Executor, sources: readonly string[]): Promise<void> {
  if (sources.length === 0) return;
  const list = sql.join(
    sources.map((s) => sql`${s}`),
    sql`, `,
  );
  await tx.execute(sql`delete from transfers where source in (${list})`);
  await tx.execute(sql`
    delete from competition_corrections c where
      (c.kind = 'league' and c.subject_id in (select id from leagues where source in (${list})))
      or (c.kind = 'team' and c.subject_id in (select id from teams where source in (${list})))
      or (c.kind = 'player' and c.subject_id in (
        select p.id from players p join teams t on t.id = p.team_id where t.source in (${list})))`);
}
