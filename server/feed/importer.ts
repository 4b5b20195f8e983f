/**
 * Imports a fixture file (JSON) so an operator can load real schedules and results:
 *
 *   { "source": "my-feed", "fixtures": [FeedFixture...], "updates": [FeedMatchUpdate...] }
 *
 * A fixture or update may leave out `source`: it takes the file's. Everything is checked before
 * anything is written: game ids from the catalog, ISO 8601 instants with a time zone, statuses from
 * MATCH_STATUSES, home and away (or participants for battle royale), unique external ids (of
 * fixtures, and of players within a team), line-ups naming players of their side's team, updates
 * that name a fixture of the file with a growing `seq`; statistics by known key, MOBA gold series
 * whose minutes never go back, drafts naming no hero twice on a map, battle-royale game tables
 * listing each team once.
 *
 * Teams may list their `players` ({externalId, name, number?, position?, nationality?}) and line-up
 * entries may name one by `playerExternalId`; both are optional (older files have neither). A bad file is refused as a whole with one
 * line per problem naming the entry (`fixtures[3] "abc-1": gameId: unknown game 99`).
 *
 * An optional `competitions` part carries team profiles, transfers and leagues' seasons and stages
 * (competitions-import.ts, shapes in shared/competitions/feed.ts); it is delivered after the fixtures.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { FeedCompetitions } from '../../shared/competitions/feed.ts';
import { GAME_CATALOG } from '../../shared/games/catalog.ts';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import type { FeedFixture, FeedMatchUpdate, FeedSink } from '../../shared/matches/feed.ts';
import {
  INCIDENT_TYPES,
  MATCH_STATUSES,
  PERIOD_TYPES,
  SIDES,
  SPORT_FAMILY_BY_GAME,
  STAT_DEFS,
  STAT_KEYS,
  type StatKey,
} from '../../shared/matches/model.ts';
import { competitionsOf, competitionsSchema, crossCheckCompetitions } from './competitions-import.ts';

const GAME_IDS = new Set(GAME_CATALOG.map((g) => g.gameId));

const instant = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time with a time zone' });
const text = z.string().trim().min(1, 'must not be empty');
const count = z.number().int().min(0);
const side = z.enum(SIDES);
const sideScore = z.strictObject({ home: z.number().min(0), away: z.number().min(0) });
const periodType = z.enum(PERIOD_TYPES);
const period = z.strictObject({
  type: periodType,
  index: z.number().int().min(1),
  half: z.enum(['top', 'bottom']).optional(),
});

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
/** Names in other languages, by product language code (`{"zh_CN": "龙城飞龙"}`; shared/games/names.ts). */
const localNames = z.record(z.string(), text.max(120)).superRefine((names, ctx) => {
  for (const code of Object.keys(names)) {
    if (!LANGUAGES.some((l) => l.code === code))
      ctx.addIssue({
        code: 'custom',
        path: [code],
        message: `unknown language code ${code} (one of ${LANGUAGES.map((l) => l.code).join(', ')})`,
      });
  }
});
const shirtNumber = z.number().int().min(0).max(999);

const player = z.strictObject({
  externalId: text,
  name: text,
  names: localNames.optional(),
  number: shirtNumber.optional(),
  position: text.optional(),
  nationality: countryCode.optional(),
});

const team = z.strictObject({
  externalId: text,
  name: text,
  names: localNames.optional(),
  shortName: text.optional(),
  logo: text.optional(),
  country: countryCode.optional(),
  players: z.array(player).optional(),
});

const lineupPlayer = z.strictObject({
  name: text,
  number: shirtNumber.optional(),
  position: text.optional(),
  starter: z.boolean(),
  playerExternalId: text.optional(),
});

const fixture = z.strictObject({
  source: text.optional(),
  externalId: text,
  gameId: z
    .number()
    .int()
    .refine((id) => GAME_IDS.has(id), { error: (issue) => `unknown game ${String(issue.input)}` }),
  league: z.strictObject({
    externalId: text,
    name: text,
    names: localNames.optional(),
    shortName: text.optional(),
    logo: text.optional(),
    season: text.optional(),
  }),
  stage: text.optional(),
  round: text.optional(),
  bestOf: z.number().int().min(1).max(99).optional(),
  venue: text.max(120).optional(),
  startTime: instant,
  home: team.optional(),
  away: team.optional(),
  participants: z.array(team).min(2).optional(),
  status: z.enum(MATCH_STATUSES),
  lineups: z
    .strictObject({
      home: z.array(lineupPlayer),
      away: z.array(lineupPlayer),
      coaches: z.strictObject({ home: text.optional(), away: text.optional() }).optional(),
    })
    .optional(),
});

const cricketInnings = z.strictObject({
  runs: count,
  wickets: z.number().int().min(0).max(10),
  overs: z.string().regex(/^\d+\.[0-5]$/, 'overs read like "12.3"'),
});

const detail = z.strictObject({
  points: z.strictObject({ home: z.string(), away: z.string() }).optional(),
  serving: side.optional(),
  outs: z.number().int().min(0).max(3).optional(),
  bases: z.tuple([z.boolean(), z.boolean(), z.boolean()]).optional(),
  cricket: z
    .strictObject({
      home: cricketInnings.optional(),
      away: cricketInnings.optional(),
      batting: side.optional(),
    })
    .optional(),
  framePoints: sideScore.optional(),
  rounds: sideScore.optional(),
  kills: sideScore.optional(),
  gold: sideScore.optional(),
  towers: sideScore.optional(),
  mapName: text.optional(),
  standings: z
    .array(
      z.strictObject({
        participantId: count,
        points: z.number(),
        kills: count,
        alive: count,
        rank: z.number().int().min(1).optional(),
      }),
    )
    .optional(),
});

const state = z.strictObject({
  seq: z.number().int().min(1),
  status: z.enum(MATCH_STATUSES),
  period: period.nullable(),
  clock: z
    .strictObject({
      seconds: z.number().min(0),
      running: z.boolean(),
      direction: z.enum(['up', 'down']),
      at: instant,
    })
    .nullable(),
  score: sideScore.nullable(),
  periodScores: z.array(
    z.strictObject({
      type: periodType,
      index: z.number().int().min(1),
      home: z.number().min(0),
      away: z.number().min(0),
      tiebreak: sideScore.optional(),
    }),
  ),
  detail,
  winner: side.nullable(),
  updatedAt: instant,
});

const incident = z.strictObject({
  seq: z.number().int().min(1),
  type: z.enum(INCIDENT_TYPES),
  side: side.nullable(),
  period: period.nullable(),
  clockSeconds: z.number().min(0).nullable(),
  player: text.optional(),
  playerOut: text.optional(),
  participantId: count.optional(),
  value: z.number().optional(),
  scoreAfter: sideScore.optional(),
  occurredAt: instant,
});

/**
 * A match's technical statistics by key (`STAT_KEYS`): two sides' values, never negative; a
 * percentage at most 100. Unknown keys are refused (a typo would show nothing).
 */
const statValues = z
  .partialRecord(
    z.enum(STAT_KEYS as [StatKey, ...StatKey[]]),
    z.strictObject({ home: z.number().min(0), away: z.number().min(0) }),
  )
  .superRefine((values, ctx) => {
    for (const def of STAT_DEFS) {
      const v = values[def.key];
      if (def.kind === 'percent' && v && (v.home > 100 || v.away > 100))
        ctx.addIssue({ code: 'custom', message: `${def.key} is a percentage (0 to 100)` });
    }
  });

/** A MOBA map's gold difference (home − away, thousands) by map minute, minutes never going back. */
const goldSeries = z.strictObject({
  index: z.number().int().min(1),
  points: z
    .array(z.strictObject({ minute: z.number().min(0), diff: z.number() }))
    .max(200)
    .refine((points) => points.every((p, i) => i === 0 || p.minute >= (points[i - 1]?.minute ?? 0)), {
      message: 'minutes must not go back',
    }),
});

const hero = z.string().trim().min(1, 'must not be empty').max(40);
const draftSide = z.strictObject({ picks: z.array(hero).max(10), bans: z.array(hero).max(10) });

/** An esports map's picks and bans: no hero picked or banned twice on the map. */
const draft = z
  .strictObject({ index: z.number().int().min(1), home: draftSide, away: draftSide })
  .superRefine((map, ctx) => {
    const seen = new Set<string>();
    for (const side of SIDES)
      for (const list of ['picks', 'bans'] as const)
        map[side][list].forEach((name, i) => {
          if (seen.has(name))
            ctx.addIssue({
              code: 'custom',
              path: [side, list, i],
              message: `"${name}" appears twice on the map`,
            });
          seen.add(name);
        });
  });

/** A battle-royale game's table: each team (a fixture position) once, placements at least 1. */
const royaleGame = z
  .strictObject({
    index: z.number().int().min(1),
    teams: z
      .array(
        z.strictObject({
          participant: count,
          place: z.number().int().min(1),
          kills: count,
          points: z.number().min(0),
        }),
      )
      .max(100),
  })
  .superRefine((game, ctx) => {
    const seen = new Set<number>();
    game.teams.forEach((team, i) => {
      if (seen.has(team.participant))
        ctx.addIssue({
          code: 'custom',
          path: ['teams', i, 'participant'],
          message: `participant ${team.participant} listed twice in the game`,
        });
      seen.add(team.participant);
    });
  });

/** A player's figures in the match: they name the player as its side's line-up does (`playerExternalId`). */
const playerLine = z.strictObject({
  name: text,
  playerExternalId: text.optional(),
  hero: text.optional(),
  items: z.array(text).max(8).optional(),
  values: z.record(z.string().max(32), z.number().min(0)),
});

const prices = z.strictObject({
  home: z.number().min(1).optional(),
  draw: z.number().min(1).optional(),
  away: z.number().min(1).optional(),
  line: z.number().optional(),
  over: z.number().min(1).optional(),
  under: z.number().min(1).optional(),
});

const update = z.strictObject({
  source: text.optional(),
  externalId: text,
  state,
  incidents: z.array(incident).default([]),
  odds: z
    .array(
      z.strictObject({
        market: z.enum(['europe', 'handicap', 'over_under']),
        bookmaker: text,
        opening: prices,
        current: prices,
        updatedAt: instant,
      }),
    )
    .optional(),
  winRate: z
    .strictObject({ home: z.number().min(0), draw: z.number().min(0), away: z.number().min(0) })
    .optional(),
  stats: z
    .strictObject({
      total: statValues,
      periods: z.array(
        z.strictObject({ type: z.enum(PERIOD_TYPES), index: z.number().int().min(1), values: statValues }),
      ),
      economy: z
        .array(
          z.strictObject({
            index: z.number().int().min(1),
            rounds: z.array(
              z.strictObject({
                n: z.number().int().min(1),
                winner: z.enum(SIDES),
                home: z.strictObject({ value: z.number().min(0), side: z.enum(['ct', 't']) }),
                away: z.strictObject({ value: z.number().min(0), side: z.enum(['ct', 't']) }),
              }),
            ),
          }),
        )
        .optional(),
      gold: z.array(goldSeries).optional(),
      momentum: z.array(z.number().min(-100).max(100)).max(150).optional(),
      draft: z.array(draft).optional(),
      games: z.array(royaleGame).optional(),
      players: z
        .strictObject({
          home: z.array(playerLine).max(40),
          away: z.array(playerLine).max(40),
          maps: z
            .array(
              z.strictObject({
                index: z.number().int().min(1),
                home: z.array(playerLine).max(40),
                away: z.array(playerLine).max(40),
              }),
            )
            .max(9)
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

export const fixtureFileSchema = z.strictObject({
  source: text,
  fixtures: z.array(fixture),
  updates: z.array(update).optional(),
  /** Team profiles, transfers, seasons and stages (competitions-import.ts). */
  competitions: competitionsSchema.optional(),
});

export type FixtureFile = z.infer<typeof fixtureFileSchema>;

/** A fixture file that cannot be imported; `problems` has one line per bad entry. */
export class FixtureFileError extends Error {
  readonly problems: string[];
  constructor(file: string, problems: string[]) {
    super(`${file}: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'FixtureFileError';
    this.problems = problems;
  }
}

/** "fixtures[3] "abc-1": gameId" for a path into the file, naming the entry by its external id. */
function describePath(raw: unknown, path: readonly PropertyKey[]): string {
  if (path[0] === 'competitions' && path.length > 1) {
    return `competitions.${describePath((raw as { competitions?: unknown } | null)?.competitions, path.slice(1))}`;
  }
  const [list, index, ...rest] = path;
  if (
    (list === 'fixtures' ||
      list === 'updates' ||
      list === 'teams' ||
      list === 'transfers' ||
      list === 'leagues') &&
    typeof index === 'number'
  ) {
    const entry = (raw as Record<string, unknown[]> | null)?.[list]?.[index] as
      | { externalId?: unknown }
      | undefined;
    const id = typeof entry?.externalId === 'string' ? ` "${entry.externalId}"` : '';
    const field = rest.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
    return `${list}[${index}]${id}${field ? `: ${field.replace(/^\./, '')}` : ''}`;
  }
  return path.length > 0 ? path.map(String).join('.') : '(file)';
}

type FileFixture = FixtureFile['fixtures'][number];

/** The players each team lists anywhere in the file, by team external id (teams without: absent). */
function listedPlayers(file: FixtureFile): Map<string, Set<string>> {
  const listed = new Map<string, Set<string>>();
  for (const f of file.fixtures) {
    for (const t of [f.home, f.away, ...(f.participants ?? [])]) {
      if (!t?.players) continue;
      const ids = listed.get(t.externalId) ?? new Set<string>();
      for (const p of t.players) ids.add(p.externalId);
      listed.set(t.externalId, ids);
    }
  }
  return listed;
}

/** Players of a team listed twice; line-up entries naming a player twice, or one their team does not list. */
function checkPlayers(f: FileFixture, where: string, listed: ReadonlyMap<string, Set<string>>): string[] {
  const problems: string[] = [];
  const teams: Array<[string, FileFixture['home']]> = [
    ['home', f.home],
    ['away', f.away],
    ...(f.participants ?? []).map((t, i): [string, FileFixture['home']] => [`participants[${i}]`, t]),
  ];
  for (const [field, t] of teams) {
    const seen = new Set<string>();
    t?.players?.forEach((p, i) => {
      if (seen.has(p.externalId))
        problems.push(
          `${where}: ${field}.players[${i}]: externalId "${p.externalId}" used twice in the team`,
        );
      seen.add(p.externalId);
    });
  }
  for (const side of ['home', 'away'] as const) {
    const team = f[side];
    const roster = team ? listed.get(team.externalId) : undefined;
    const seen = new Set<string>();
    f.lineups?.[side].forEach((p, i) => {
      const id = p.playerExternalId;
      if (id === undefined) return;
      const at = `${where}: lineups.${side}[${i}]: playerExternalId "${id}"`;
      if (seen.has(id)) problems.push(`${at} used twice in the line-up`);
      else if (roster && !roster.has(id))
        problems.push(`${at} is not a player of ${side} "${team?.externalId}"`);
      seen.add(id);
    });
  }
  return problems;
}

/**
 * The rules that span entries: teams per format, unique ids, players and line-ups, updates naming a
 * fixture, growing seq.
 */
function crossCheck(file: FixtureFile): string[] {
  const problems: string[] = [];
  const name = (list: string, i: number, id: string) => `${list}[${i}] "${id}"`;
  const fixtures = new Map<string, FileFixture>();
  const listed = listedPlayers(file);
  file.fixtures.forEach((f, i) => {
    const where = name('fixtures', i, f.externalId);
    if (f.source && f.source !== file.source)
      problems.push(`${where}: source "${f.source}" differs from the file's "${file.source}"`);
    if (fixtures.has(f.externalId)) problems.push(`${where}: externalId used twice`);
    fixtures.set(f.externalId, f);
    if (SPORT_FAMILY_BY_GAME[f.gameId] === 'battle_royale') {
      if (!f.participants) problems.push(`${where}: a battle royale fixture needs participants`);
    } else if (!f.home || !f.away) {
      problems.push(`${where}: home and away are required`);
    } else if (f.home.externalId === f.away.externalId) {
      problems.push(`${where}: home and away are the same team`);
    }
    problems.push(...checkPlayers(f, where, listed));
  });
  const lastSeq = new Map<string, number>();
  (file.updates ?? []).forEach((u, i) => {
    const where = name('updates', i, u.externalId);
    if (u.source && u.source !== file.source)
      problems.push(`${where}: source "${u.source}" differs from the file's "${file.source}"`);
    if (!fixtures.has(u.externalId)) problems.push(`${where}: no fixture with this externalId in the file`);
    const previous = lastSeq.get(u.externalId) ?? 0;
    if (u.state.seq <= previous)
      problems.push(`${where}: state.seq ${u.state.seq} does not grow (previous ${previous})`);
    lastSeq.set(u.externalId, Math.max(previous, u.state.seq));
  });
  if (file.competitions) {
    const teams = new Set<string>();
    for (const f of file.fixtures)
      for (const t of [f.home, f.away, ...(f.participants ?? [])]) if (t) teams.add(t.externalId);
    problems.push(
      ...crossCheckCompetitions(file.competitions, {
        teams,
        leagues: new Set(file.fixtures.map((f) => f.league.externalId)),
        fixtures: new Set(fixtures.keys()),
        players: listed,
      }),
    );
  }
  return problems;
}

/** Checks a parsed fixture file; throws FixtureFileError listing every problem. */
export function parseFixtureFile(
  raw: unknown,
  fileName = 'fixture file',
): { fixtures: FeedFixture[]; updates: FeedMatchUpdate[]; competitions?: FeedCompetitions } {
  const parsed = fixtureFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new FixtureFileError(
      fileName,
      parsed.error.issues.map((issue) => `${describePath(raw, issue.path)}: ${issue.message}`),
    );
  }
  const file = parsed.data;
  const problems = crossCheck(file);
  if (problems.length > 0) throw new FixtureFileError(fileName, problems);
  return {
    fixtures: file.fixtures.map((f) => ({ ...f, source: file.source })),
    updates: (file.updates ?? []).map((u) => ({ ...u, source: file.source })),
    ...(file.competitions ? { competitions: competitionsOf(file.competitions, file.source) } : {}),
  };
}

export interface ImportCounts {
  fixtures: number;
  updates: number;
  incidents: number;
  /** The competitions part: team profiles, transfers and league seasons the file carries. */
  teamProfiles?: number;
  transfers?: number;
  seasons?: number;
}

/** Reads, checks and delivers a fixture file to the sink: fixtures first, then updates in file order. */
export async function importFixtureFile(path: string, sink: FeedSink): Promise<ImportCounts> {
  const content = await readFile(path, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch (error) {
    throw new FixtureFileError(path, [`not valid JSON: ${(error as Error).message}`]);
  }
  const { fixtures, updates, competitions } = parseFixtureFile(raw, path);
  if (competitions && !sink.upsertCompetitions)
    throw new Error(`${path}: this feed's sink does not take competitions data`);
  if (fixtures.length > 0) await sink.upsertFixtures(fixtures);
  for (const u of updates) await sink.applyUpdate(u);
  // After the fixtures: stage results name them, and profiles their teams.
  if (competitions) await sink.upsertCompetitions?.(competitions);
  return {
    fixtures: fixtures.length,
    updates: updates.length,
    incidents: updates.reduce((sum, u) => sum + u.incidents.length, 0),
    ...(competitions
      ? {
          teamProfiles: competitions.teams?.length ?? 0,
          transfers: competitions.transfers?.length ?? 0,
          seasons: (competitions.leagues ?? []).reduce((sum, l) => sum + l.seasons.length, 0),
        }
      : {}),
  };
}
