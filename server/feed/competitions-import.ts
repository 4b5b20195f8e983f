/**
 * The `competitions` part of a fixture file (importer.ts): team profiles, transfers, leagues'
 * seasons and stages, in the shapes of shared/competitions/feed.ts. Checked before anything is
 * written, each problem on its own line naming the entry (`competitions.teams[2] "ex-kingsmoor":
 * founded: ...`): known games, calendar dates, money in whole units of an ISO 4217 currency, power
 * ratings 0–100, one head coach, players once per team; transfers with a fee only when one was paid,
 * naming teams of the file, each player's moves making one chain; seasons whose dates run forwards,
 * prize pools whose shares fit the total; stages with known formats, marks that do not overlap,
 * groups whose teams, standings and results are the file's and add up (played = won + drawn + lost),
 * and brackets whose results the bracket model accepts.
 */
import { z } from 'zod';
import type { FeedCompetitions } from '../../shared/competitions/feed.ts';
import {
  COACH_ROLES,
  CURRENCY_PATTERN,
  isCalendarDate,
  MARK_KINDS,
  POWER_RATING_MAX,
  STAGE_FORMATS,
  TABLE_FORMATS,
  TRANSFER_TYPES,
} from '../../shared/competitions/model.ts';
import { BRACKET_FORMATS, type ReplayOptions, replayBracket } from '../../shared/competitions/replay.ts';
import { type Move, sameTeam } from '../../shared/competitions/service-record.ts';
import { GAME_CATALOG } from '../../shared/games/catalog.ts';

const GAME_IDS = new Set(GAME_CATALOG.map((g) => g.gameId));

const text = z.string().trim().min(1, 'must not be empty');
const names = z.record(z.string().max(10), z.string().max(120)).optional();
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a real calendar date');
const gameId = z
  .number()
  .int()
  .refine((id) => GAME_IDS.has(id), { error: (issue) => `unknown game ${String(issue.input)}` });
const whole = z.number().int('must be a whole number').min(0);
const money = z.strictObject({
  amount: whole.describe('whole units'),
  currency: z.string().regex(CURRENCY_PATTERN, 'must be an ISO 4217 code such as "USD"'),
});
const teamRef = z.strictObject({ externalId: text.optional(), name: text });

const coach = z.strictObject({
  role: z.enum(COACH_ROLES),
  name: text,
  names,
  nationality: countryCode.optional(),
});

const playerProfile = z.strictObject({
  externalId: text,
  name: text,
  names,
  number: z.number().int().min(0).max(999).optional(),
  position: text.optional(),
  nationality: countryCode.optional(),
  birthDate: day.optional(),
  powerRating: z.number().int().min(0).max(POWER_RATING_MAX).optional(),
  career: z
    .array(
      z
        .strictObject({ team: teamRef, from: day.optional(), until: day.optional() })
        .refine((s) => !s.from || !s.until || s.from <= s.until, 'from must not be after until'),
    )
    .optional(),
});

const teamProfile = z.strictObject({
  gameId,
  externalId: text,
  name: text,
  names,
  shortName: text.optional(),
  country: countryCode.optional(),
  founded: z.number().int().min(1800).max(2100).optional(),
  coaches: z
    .array(coach)
    .max(10)
    .refine((list) => list.filter((c) => c.role === 'head').length <= 1, 'at most one head coach')
    .optional(),
  prizeMoney: money.optional(),
  ranking: z.strictObject({ position: z.number().int().min(1), points: whole, date: day }).optional(),
  honours: z
    .array(
      z.strictObject({
        competition: text,
        names,
        leagueExternalId: text.optional(),
        season: text,
        placement: z.number().int().min(1),
      }),
    )
    .optional(),
  players: z.array(playerProfile).optional(),
});

const transfer = z
  .strictObject({
    externalId: text,
    gameId,
    date: day,
    type: z.enum(TRANSFER_TYPES),
    fee: money.optional(),
    player: z.strictObject({
      name: text,
      names,
      nationality: countryCode.optional(),
      externalId: text.optional(),
      teamExternalId: text.optional(),
    }),
    from: teamRef.optional(),
    to: teamRef.optional(),
  })
  .superRefine((t, ctx) => {
    if (!t.from && !t.to)
      ctx.addIssue({ code: 'custom', message: 'name the team left (from) or joined (to)' });
    if (t.fee && (t.type === 'free' || t.type === 'end_of_loan'))
      ctx.addIssue({ code: 'custom', path: ['fee'], message: `a move of type "${t.type}" has no fee` });
    if (t.from && t.to && (t.from.externalId ?? t.from.name) === (t.to.externalId ?? t.to.name))
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'the player cannot move to the team they leave',
      });
    if (Boolean(t.player.externalId) !== Boolean(t.player.teamExternalId))
      ctx.addIssue({
        code: 'custom',
        path: ['player'],
        message: 'externalId and teamExternalId name the player together (both or neither)',
      });
  });

const standingRow = z.strictObject({
  team: text,
  position: z.number().int().min(1),
  played: whole,
  won: whole,
  drawn: whole,
  lost: whole,
  scored: whole,
  conceded: whole,
  points: z.number().int(),
});

const stageResult = z.strictObject({
  home: text,
  away: text,
  homeScore: whole,
  awayScore: whole,
  winner: z.enum(['home', 'away']).optional(),
  matchExternalId: text.optional(),
  date: day.optional(),
});

const stage = z.strictObject({
  externalId: text,
  name: text,
  names,
  format: z.enum(STAGE_FORMATS),
  bestOf: z.number().int().min(1).max(99).optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  marks: z
    .array(
      z
        .strictObject({
          from: z.number().int().min(1),
          to: z.number().int().min(1),
          kind: z.enum(MARK_KINDS),
          label: text.optional(),
        })
        .refine((m) => m.from <= m.to, 'from must not be after to'),
    )
    .optional(),
  options: z
    .strictObject({
      thirdPlace: z.boolean().optional(),
      grandFinalReset: z.boolean().optional(),
      swissWins: z.number().int().min(1).max(10).optional(),
      swissLosses: z.number().int().min(1).max(10).optional(),
      finalBestOf: z.number().int().min(1).max(99).optional(),
      decisiveBestOf: z.number().int().min(1).max(99).optional(),
    })
    .optional(),
  groups: z
    .array(
      z.strictObject({
        key: text,
        name: text,
        teams: z.array(text).min(2),
        standings: z.array(standingRow).optional(),
        results: z.array(stageResult).optional(),
      }),
    )
    .min(1),
});

const season = z.strictObject({
  season: text,
  startDate: day,
  endDate: day,
  prizePool: z
    .strictObject({
      currency: z.string().regex(CURRENCY_PATTERN, 'must be an ISO 4217 code such as "USD"'),
      total: whole,
      distribution: z.array(
        z
          .strictObject({ from: z.number().int().min(1), to: z.number().int().min(1), amount: whole })
          .refine((d) => d.from <= d.to, 'from must not be after to'),
      ),
    })
    .optional(),
  stages: z.array(stage),
});

export const competitionsSchema = z.strictObject({
  teams: z.array(teamProfile).optional(),
  transfers: z.array(transfer).optional(),
  leagues: z
    .array(z.strictObject({ gameId, externalId: text, name: text, seasons: z.array(season) }))
    .optional(),
});

export type CompetitionsSection = z.infer<typeof competitionsSchema>;

/** What the rest of the file knows: its fixtures' teams (with their players), leagues and ids. */
export interface FileContext {
  teams: ReadonlySet<string>;
  leagues: ReadonlySet<string>;
  fixtures: ReadonlySet<string>;
  /** Players each team lists in a fixture, by team external id. */
  players: ReadonlyMap<string, ReadonlySet<string>>;
}

const overlapping = (ranges: ReadonlyArray<{ from: number; to: number }>) => {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  return sorted.some((r, i) => i > 0 && r.from <= (sorted[i - 1]?.to ?? 0));
};

/** The rules that span entries of the competitions part (and the fixtures of the file). */
export function crossCheckCompetitions(section: CompetitionsSection, file: FileContext): string[] {
  const problems: string[] = [];
  const teams = new Set(file.teams);
  const players = new Map<string, Set<string>>();
  for (const [team, ids] of file.players) players.set(team, new Set(ids));
  const leagues = new Set([...file.leagues, ...(section.leagues ?? []).map((l) => l.externalId)]);
  const seenTeams = new Set<string>();
  (section.teams ?? []).forEach((t, i) => {
    const where = `competitions.teams[${i}] "${t.externalId}"`;
    if (seenTeams.has(t.externalId)) problems.push(`${where}: externalId used twice`);
    seenTeams.add(t.externalId);
    teams.add(t.externalId);
    const roster = players.get(t.externalId) ?? new Set<string>();
    const seen = new Set<string>();
    t.players?.forEach((p, j) => {
      if (seen.has(p.externalId))
        problems.push(`${where}: players[${j}]: externalId "${p.externalId}" used twice in the team`);
      seen.add(p.externalId);
      roster.add(p.externalId);
    });
    players.set(t.externalId, roster);
    t.honours?.forEach((h, j) => {
      if (h.leagueExternalId && !leagues.has(h.leagueExternalId))
        problems.push(
          `${where}: honours[${j}]: leagueExternalId "${h.leagueExternalId}" is not a league of the file`,
        );
    });
  });
  const knownTeam = (ref: { externalId?: string | undefined } | undefined) =>
    !ref?.externalId || teams.has(ref.externalId);
  (section.teams ?? []).forEach((t, i) => {
    t.players?.forEach((p, j) => {
      p.career?.forEach((s, k) => {
        if (!knownTeam(s.team))
          problems.push(
            `competitions.teams[${i}] "${t.externalId}": players[${j}].career[${k}]: team "${s.team.externalId}" is not a team of the file`,
          );
      });
    });
  });

  // Transfers: known teams and players, unique ids, and each player's moves make one chain.
  const seenTransfers = new Set<string>();
  const moves = new Map<string, Array<Move & { where: string }>>();
  (section.transfers ?? []).forEach((t, i) => {
    const where = `competitions.transfers[${i}] "${t.externalId}"`;
    if (seenTransfers.has(t.externalId)) problems.push(`${where}: externalId used twice`);
    seenTransfers.add(t.externalId);
    for (const sideName of ['from', 'to'] as const) {
      if (!knownTeam(t[sideName]))
        problems.push(`${where}: ${sideName}: team "${t[sideName]?.externalId}" is not a team of the file`);
    }
    const { externalId, teamExternalId } = t.player;
    if (externalId && teamExternalId) {
      if (!players.get(teamExternalId)?.has(externalId))
        problems.push(
          `${where}: player: "${externalId}" is not a player of team "${teamExternalId}" in the file`,
        );
      const key = `${teamExternalId}\u0000${externalId}`;
      const ref = (r: typeof t.from) => (r ? { id: null, name: r.externalId ?? `name:${r.name}` } : null);
      moves.set(key, [
        ...(moves.get(key) ?? []),
        { date: t.date, type: t.type, from: ref(t.from), to: ref(t.to), where },
      ]);
    }
  });
  for (const list of moves.values()) {
    const ordered = [...list].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    for (let i = 1; i < ordered.length; i++) {
      const before = ordered[i - 1];
      const move = ordered[i];
      if (before && move && !sameTeam(before.to, move.from)) {
        problems.push(
          `${move.where}: the player leaves "${move.from?.name ?? '?'}" but their move of ${before.date} took them to "${before.to?.name ?? '?'}"`,
        );
      }
    }
  }

  // Leagues: seasons, prize pools, stages, groups.
  (section.leagues ?? []).forEach((l, i) => {
    const where = `competitions.leagues[${i}] "${l.externalId}"`;
    const seasons = new Set<string>();
    l.seasons.forEach((s, j) => {
      const at = `${where}: seasons[${j}] "${s.season}"`;
      if (seasons.has(s.season)) problems.push(`${at}: season listed twice`);
      seasons.add(s.season);
      if (s.startDate > s.endDate) problems.push(`${at}: startDate is after endDate`);
      if (s.prizePool) {
        const shares = s.prizePool.distribution;
        if (overlapping(shares)) problems.push(`${at}: prizePool.distribution: place ranges overlap`);
        const paid = shares.reduce((sum, d) => sum + d.amount * (d.to - d.from + 1), 0);
        if (paid > s.prizePool.total)
          problems.push(
            `${at}: prizePool: the shares add up to ${paid}, more than the total ${s.prizePool.total}`,
          );
      }
      const stages = new Set<string>();
      s.stages.forEach((st, k) => {
        const sat = `${at}: stages[${k}] "${st.externalId}"`;
        if (stages.has(st.externalId)) problems.push(`${sat}: externalId used twice in the season`);
        stages.add(st.externalId);
        if (st.startDate && st.endDate && st.startDate > st.endDate)
          problems.push(`${sat}: startDate is after endDate`);
        if (st.marks && overlapping(st.marks)) problems.push(`${sat}: marks: position ranges overlap`);
        const keys = new Set<string>();
        st.groups.forEach((g, m) => {
          const gat = `${sat}: groups[${m}] "${g.key}"`;
          if (keys.has(g.key)) problems.push(`${gat}: key used twice in the stage`);
          keys.add(g.key);
          const members = new Set<string>();
          for (const team of g.teams) {
            if (members.has(team)) problems.push(`${gat}: team "${team}" listed twice`);
            members.add(team);
            if (!teams.has(team)) problems.push(`${gat}: team "${team}" is not a team of the file`);
          }
          const positions = new Set<number>();
          g.standings?.forEach((r, n) => {
            const rat = `${gat}: standings[${n}]`;
            if (!members.has(r.team)) problems.push(`${rat}: team "${r.team}" is not in the group`);
            if (r.won + r.drawn + r.lost !== r.played)
              problems.push(
                `${rat}: won + drawn + lost (${r.won + r.drawn + r.lost}) is not played (${r.played})`,
              );
            if (positions.has(r.position)) problems.push(`${rat}: position ${r.position} given twice`);
            positions.add(r.position);
          });
          g.results?.forEach((r, n) => {
            const rat = `${gat}: results[${n}]`;
            for (const team of [r.home, r.away])
              if (!members.has(team)) problems.push(`${rat}: team "${team}" is not in the group`);
            if (r.home === r.away) problems.push(`${rat}: a team cannot play itself`);
            if (r.matchExternalId && !file.fixtures.has(r.matchExternalId))
              problems.push(`${rat}: matchExternalId "${r.matchExternalId}" is not a fixture of the file`);
            if (!TABLE_FORMATS.has(st.format) && r.homeScore === r.awayScore && !r.winner)
              problems.push(`${rat}: a level knock-out result needs its winner`);
          });
          if (BRACKET_FORMATS.has(st.format) && (st.format !== 'round_robin' || g.results)) {
            for (const problem of checkBracket(st.format, { ...st.options, bestOf: st.bestOf }, g))
              problems.push(`${gat}: ${problem}`);
          }
        });
      });
    });
  });
  return problems;
}

/** The section as the sink takes it. */
export function competitionsOf(section: CompetitionsSection, source: string): FeedCompetitions {
  return { source, ...(section as Omit<FeedCompetitions, 'source'>) };
}

/** What the bracket model says of a group's seeds and results (teams by their seed number). */
function checkBracket(
  format: (typeof STAGE_FORMATS)[number],
  options: ReplayOptions & { bestOf?: number | undefined },
  group: { teams: readonly string[]; results?: ReadonlyArray<z.infer<typeof stageResult>> | undefined },
): string[] {
  const seedOf = new Map(group.teams.map((t, i) => [t, i + 1]));
  const results = (group.results ?? []).flatMap((r) => {
    const home = seedOf.get(r.home);
    const away = seedOf.get(r.away);
    return home === undefined || away === undefined ? [] : [{ ...r, home, away }];
  });
  return replayBracket(
    format,
    group.teams.map((_, i) => i + 1),
    results,
    options,
    (seed) => group.teams[seed - 1] ?? String(seed),
  ).problems;
}
