/**
 * The libraries' profile data (issue 14): a team's profile and transfers, a player's profile with
 * their service record, a league's seasons and stages; and operators' corrections of leagues, teams
 * and players (corrections.ts: they win over the feed, which keeps writing its own values).
 */
import type {
  Correction,
  CorrectionFields,
  PlayerProfile,
  SeasonInfo,
  SideTeam,
  SpellItem,
  StageGroup,
  StageInfo,
  TeamLite,
  TeamProfile,
  Transfer,
  TransferPage,
} from '../../../../shared/competitions/contract.ts';
import {
  averageAge,
  type CorrectionKind,
  type FeedValues,
  PROFILE_TRANSFERS,
  type StageFormat,
  type StoredCoach,
  type StoredGroup,
  type TransferType,
} from '../../../../shared/competitions/model.ts';
import { BRACKET_FORMATS, replayBracket } from '../../../../shared/competitions/replay.ts';
import { type Move, type RecordTeam, serviceRecord } from '../../../../shared/competitions/service-record.ts';
import { DomainError } from '../../../../shared/errors.ts';
import { cleanNames, type LocalNames } from '../../../../shared/games/names.ts';
import type { Database } from '../../../db/client.ts';
import { type Actor, recordAudit } from '../../audit/index.ts';
import {
  type CorrectionRow,
  findCorrection,
  isCorrectable,
  listCorrections,
  removeCorrection,
  saveCorrection,
  shownValues,
} from './corrections.ts';
import {
  createProfilesRepository,
  type Direction,
  type SeasonRow,
  type StageRow,
  type TransferRow,
} from './profiles-repository.ts';
import { findTeam, playerById } from './repository.ts';
import { reindexSubjects } from './search-index.ts';

const NOT_FOUND: Record<CorrectionKind, string> = {
  league: 'leagueNotFound',
  team: 'teamNotFound',
  player: 'playerNotFound',
};

function side(
  team: { id: number; name: string; names: LocalNames } | null,
  name: string | null,
): SideTeam | null {
  if (team) return { id: team.id, name: team.name, names: team.names };
  return name ? { id: null, name, names: {} } : null;
}

function transferItem(row: TransferRow): Transfer {
  const t = row.transfer;
  return {
    id: t.id,
    date: t.date,
    type: t.type as TransferType,
    fee: t.fee !== null && t.currency ? { amount: t.fee, currency: t.currency } : null,
    player: { id: t.playerId, name: t.playerName, names: t.playerNames, nationality: t.nationality },
    from: side(row.from, t.fromTeamName),
    to: side(row.to, t.toTeamName),
  };
}

function correctedFields(row: CorrectionRow | null): string[] {
  return row ? Object.keys(row.fields).sort() : [];
}

function correctionItem(row: CorrectionRow): Correction {
  return {
    kind: row.kind,
    id: row.subjectId,
    fields: row.fields,
    feed: row.feed,
    updatedAt: new Date(row.updatedAt).toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** A correction's fields as stored: names cleaned like a feed's, coaches in their stored shape. */
function correctionValues(fields: CorrectionFields): FeedValues {
  const values: FeedValues = { ...fields };
  if (fields.names) values.names = cleanNames(fields.name ?? '', fields.names);
  if (fields.coaches) {
    values.coaches = [...fields.coaches]
      .sort((a, b) => (a.role === b.role ? 0 : a.role === 'head' ? -1 : 1))
      .map(
        (c): StoredCoach => ({
          role: c.role,
          name: c.name,
          names: cleanNames(c.name, c.names),
          nationality: c.nationality ?? null,
        }),
      );
  }
  return values;
}

/** A group's bracket, drawn by the bracket model from its seeds and results (replay.ts). */
function bracketOf(stage: StageRow, group: StoredGroup): StageGroup['bracket'] {
  const format = stage.format as StageFormat;
  if (!BRACKET_FORMATS.has(format) || group.teamIds.length < 2) return null;
  if (format === 'round_robin' && group.results.length === 0) return null;
  const { bracket } = replayBracket(format, group.teamIds, group.results, {
    ...stage.options,
    bestOf: stage.bestOf,
  });
  return bracket as StageGroup['bracket'];
}

export function createProfilesService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = createProfilesRepository(db);

  async function teamsById(ids: Iterable<number>): Promise<Map<number, TeamLite>> {
    const rows = await repo.teamNames([...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  function stageItem(stage: StageRow, season: string, teams: ReadonlyMap<number, TeamLite>): StageInfo {
    const lite = (id: number): TeamLite[] => {
      const team = teams.get(id);
      return team ? [team] : [];
    };
    return {
      id: stage.id,
      season,
      name: stage.name,
      names: stage.names,
      format: stage.format as StageFormat,
      bestOf: stage.bestOf,
      startDate: stage.startDate,
      endDate: stage.endDate,
      marks: stage.marks,
      options: stage.options,
      groups: stage.groups.map((g) => ({
        key: g.key,
        name: g.name,
        teams: g.teamIds.flatMap(lite),
        standings:
          g.standings?.flatMap(({ teamId, ...row }) => lite(teamId).map((team) => ({ team, ...row }))) ??
          null,
        results: g.results.filter((r) => teams.has(r.home) && teams.has(r.away)),
        bracket: bracketOf(stage, g),
      })),
    };
  }

  async function stageItems(stages: readonly StageRow[], seasonOf: (s: StageRow) => string) {
    const ids = stages.flatMap((s) =>
      s.groups.flatMap((g) => [...g.teamIds, ...(g.standings ?? []).map((r) => r.teamId)]),
    );
    const teams = await teamsById(ids);
    return stages.map((s) => stageItem(s, seasonOf(s), teams));
  }

  const service = {
    /** `GET /java/team/profile`: 404 for an unknown team; a team without a profile has empty fields. */
    async teamProfile(teamId: number): Promise<TeamProfile> {
      if (!(await findTeam(db, teamId))) throw new DomainError('notFound', 'teamNotFound');
      const page = { limit: PROFILE_TRANSFERS, offset: 0 };
      const [profile, honours, squad, transfersIn, transfersOut, correction] = await Promise.all([
        repo.teamProfile(teamId),
        repo.honours(teamId),
        repo.squad(teamId),
        repo.teamTransfers(teamId, 'in', page),
        repo.teamTransfers(teamId, 'out', page),
        findCorrection(db, 'team', teamId),
      ]);
      const today = now().toISOString().slice(0, 10);
      return {
        teamId,
        founded: profile?.founded ?? null,
        coaches: profile?.coaches ?? [],
        prizeMoney:
          profile?.prizeMoney != null && profile.prizeCurrency
            ? { amount: profile.prizeMoney, currency: profile.prizeCurrency }
            : null,
        ranking:
          profile?.rankingPosition != null && profile.rankingDate
            ? {
                position: profile.rankingPosition,
                points: profile.rankingPoints ?? 0,
                date: profile.rankingDate,
              }
            : null,
        averageAge: averageAge(
          squad.map((p) => p.birthDate),
          today,
        ),
        squad: squad.map((p) => ({
          playerId: p.playerId,
          birthDate: p.birthDate ?? null,
          powerRating: p.powerRating ?? null,
        })),
        honours: honours.map((h) => ({
          competition: h.competition,
          names: h.names,
          leagueId: h.leagueId,
          season: h.season,
          placement: h.placement,
        })),
        transfers: { in: transfersIn.map(transferItem), out: transfersOut.map(transferItem) },
        corrected: correctedFields(correction),
      };
    },

    /** `GET /java/team/transfers`: a page of a team's transfers, newest first. */
    async teamTransfers(input: {
      id: number;
      direction: Direction;
      page: number;
      size: number;
    }): Promise<TransferPage> {
      if (!(await findTeam(db, input.id))) throw new DomainError('notFound', 'teamNotFound');
      const [rows, total] = await Promise.all([
        repo.teamTransfers(input.id, input.direction, {
          limit: input.size,
          offset: (input.page - 1) * input.size,
        }),
        repo.countTeamTransfers(input.id, input.direction),
      ]);
      return {
        list: rows.map(transferItem),
        page: input.page,
        size: input.size,
        total,
        pages: Math.max(1, Math.ceil(total / input.size)),
      };
    },

    /**
     * `GET /java/player/profile`: birth date, power rating, service record (the feed's, else from the
     * player's transfers; a player with neither is at their team since before the records).
     */
    async playerProfile(playerId: number): Promise<PlayerProfile> {
      const player = await playerById(db, playerId);
      if (!player) throw new DomainError('notFound', 'playerNotFound');
      const [profile, moves, correction] = await Promise.all([
        repo.playerProfile(playerId),
        repo.playerTransfers(playerId),
        findCorrection(db, 'player', playerId),
      ]);
      const transfers = moves.map(transferItem);
      const names = new Map<number, LocalNames>();
      for (const t of transfers) for (const s of [t.from, t.to]) if (s?.id != null) names.set(s.id, s.names);
      let spells: SpellItem[];
      if (profile?.career?.length) {
        const known = await teamsById(profile.career.flatMap((s) => (s.teamId === null ? [] : [s.teamId])));
        spells = profile.career.map((s) => {
          const team = s.teamId === null ? undefined : known.get(s.teamId);
          return {
            team: team
              ? { id: team.id, name: team.name, names: team.names }
              : { id: null, name: s.team, names: {} },
            from: s.from,
            until: s.until,
            loan: false,
          };
        });
      } else {
        const record = serviceRecord(
          transfers.map(
            (t): Move => ({
              date: t.date,
              type: t.type,
              from: t.from as RecordTeam | null,
              to: t.to as RecordTeam | null,
            }),
          ),
        );
        spells = record.map((s) => ({
          team: {
            id: s.team.id,
            name: s.team.name,
            names: (s.team.id !== null && names.get(s.team.id)) || {},
          },
          from: s.from,
          until: s.until,
          loan: s.loan,
        }));
      }
      if (spells.length === 0) {
        spells = [
          {
            team: { id: player.team.id, name: player.team.name, names: player.team.names },
            from: null,
            until: null,
            loan: false,
          },
        ];
      }
      return {
        playerId,
        birthDate: profile?.birthDate ?? null,
        powerRating: profile?.powerRating ?? null,
        serviceRecord: spells,
        transfers: [...transfers].reverse(),
        corrected: correctedFields(correction),
      };
    },

    /** `GET /java/league/seasons`: the league's seasons, latest first, each with its stages. */
    async leagueSeasons(leagueId: number): Promise<SeasonInfo[]> {
      const league = await repo.league(leagueId);
      if (!league) throw new DomainError('notFound', 'leagueNotFound');
      const seasons = await repo.seasons(leagueId);
      const stages = await repo.stagesOf(seasons.map((s) => s.id));
      return seasons.map((s) => ({
        season: s.season,
        startDate: s.startDate,
        endDate: s.endDate,
        current: s.season === league.season,
        prizePool: s.prizePool,
        stages: stages
          .filter((st) => st.seasonId === s.id)
          .map((st) => ({
            id: st.id,
            name: st.name,
            names: st.names,
            format: st.format as StageFormat,
            bestOf: st.bestOf,
            startDate: st.startDate,
            endDate: st.endDate,
          })),
      }));
    },

    /**
     * `GET /java/league/stages`: one season's stages with their groups (default: the season under way,
     * else the latest); 404 for an unknown league or a season it does not have.
     */
    async leagueStages(input: { id: number; season?: string | undefined }): Promise<StageInfo[]> {
      const league = await repo.league(input.id);
      if (!league) throw new DomainError('notFound', 'leagueNotFound');
      const seasons = await repo.seasons(input.id);
      const wanted = input.season ?? league.season;
      const season: SeasonRow | undefined =
        seasons.find((s) => s.season === wanted) ?? (input.season === undefined ? seasons[0] : undefined);
      if (!season) {
        if (input.season !== undefined)
          throw new DomainError('notFound', 'seasonNotFound', { season: input.season });
        return [];
      }
      return stageItems(await repo.stagesOf([season.id]), () => season.season);
    },

    /** `GET /java/league/bracket`: one stage with its groups (a bracket's seeds and results). */
    async stage(stageId: number): Promise<StageInfo & { leagueSeason: string | null }> {
      const found = await repo.stage(stageId);
      if (!found) throw new DomainError('notFound', 'stageNotFound');
      const [item] = await stageItems([found.stage], () => found.season.season);
      if (!item) throw new DomainError('notFound', 'stageNotFound');
      return { ...item, leagueSeason: found.leagueSeason };
    },

    /** Administrators: corrections, newest first. */
    async corrections(input: { kind?: CorrectionKind | undefined; page: number; size: number }) {
      const { rows, total } = await listCorrections(db, {
        kind: input.kind,
        limit: input.size,
        offset: (input.page - 1) * input.size,
      });
      return { list: rows.map(correctionItem), page: input.page, size: input.size, total };
    },

    /** The console: one subject's correction (the corrected values and the feed's), or null. */
    async correctionOf(kind: CorrectionKind, id: number): Promise<Correction | null> {
      const row = await findCorrection(db, kind, id);
      return row ? correctionItem(row) : null;
    },

    /**
     * The console: what subjects show of their correctable fields (`CORRECTABLE_FIELDS`: name, names...),
     * by id, in one query; unknown ids are absent.
     */
    shownFields(kind: CorrectionKind, ids: readonly number[]): Promise<Map<number, FeedValues>> {
      return shownValues(db, kind, ids);
    },

    /**
     * Administrators: corrects fields of a league, team or player. The values are shown at once (and
     * found by search); the feed's later updates do not undo them. 400 for a field the subject does
     * not have, 404 for an unknown subject.
     */
    async correct(
      input: { kind: CorrectionKind; id: number; fields: CorrectionFields },
      actor: Actor | null,
    ): Promise<Correction> {
      for (const field of Object.keys(input.fields)) {
        if (!isCorrectable(input.kind, field))
          throw new DomainError('invalid', 'correctionField', { field, kind: input.kind });
      }
      const saved = await db.transaction(async (tx) => {
        const row = await saveCorrection(
          tx,
          input.kind,
          input.id,
          correctionValues(input.fields),
          actor?.uid ?? null,
        );
        if (!row) throw new DomainError('notFound', NOT_FOUND[input.kind]);
        await reindex(tx, input.kind, input.id);
        await recordAudit(tx, actor, {
          action: 'competition.correct',
          subjectType: input.kind,
          subjectId: input.id,
          after: input.fields,
        });
        return row;
      });
      return correctionItem(saved);
    },

    /** Administrators: removes corrected fields (default all); the feed's values show again. */
    async uncorrect(
      input: { kind: CorrectionKind; id: number; fields?: readonly string[] | undefined },
      actor: Actor | null = null,
    ): Promise<{ removed: string[] }> {
      return db.transaction(async (tx) => {
        const removed = await removeCorrection(tx, input.kind, input.id, input.fields);
        if (removed.length === 0) throw new DomainError('notFound', 'correctionNotFound');
        await reindex(tx, input.kind, input.id);
        await recordAudit(tx, actor, {
          action: 'competition.uncorrect',
          subjectType: input.kind,
          subjectId: input.id,
          before: { fields: removed },
        });
        return { removed };
      });
    },
  };

  return service;
}

/** Search documents of a corrected subject (a team's carry its players' hits too). */
function reindex(tx: Parameters<typeof reindexSubjects>[0], kind: CorrectionKind, id: number) {
  return reindexSubjects(
    tx,
    kind === 'league'
      ? { leagues: [id] }
      : kind === 'team'
        ? { teams: [id], playersOfTeams: [id] }
        : { players: [id] },
  );
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
