/**
 * The competitions' search documents (decision 020): a league, team or player as search finds it,
 * by every name it has. Written inside the transaction that changes the subject (the feed's sync,
 * an operator's correction) and all at once when search's version changes (`searchDocumentPages`).
 */
import { asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { indexSearchDocuments, removeSearchDocuments, type SearchDocumentInput } from '../../search/index.ts';
import { leagues, players, teams } from './schema.ts';

/** The kinds of search document the competitions write (a rebuild replaces these). */
export const SUBJECT_SEARCH_KINDS = ['league', 'team', 'player'] as const;

function leagueDocument(row: typeof leagues.$inferSelect): SearchDocumentInput {
  return {
    kind: 'league',
    entityId: row.id,
    gameId: row.gameId,
    name: row.name,
    names: row.names,
    shortName: row.shortName,
    logo: row.logo,
    context: { country: row.country, season: row.season },
    weight: row.priority,
  };
}

function teamDocument(row: typeof teams.$inferSelect): SearchDocumentInput {
  return {
    kind: 'team',
    entityId: row.id,
    gameId: row.gameId,
    name: row.name,
    names: row.names,
    shortName: row.shortName,
    logo: row.logo,
    context: { country: row.country },
  };
}

const playerColumns = {
  id: players.id,
  name: players.name,
  names: players.names,
  nationality: players.nationality,
  team: { id: teams.id, name: teams.name, names: teams.names, gameId: teams.gameId, logo: teams.logo },
};

function playerDocument(row: {
  id: number;
  name: string;
  names: SearchDocumentInput['names'];
  nationality: string | null;
  team: {
    id: number;
    name: string;
    names: SearchDocumentInput['names'];
    gameId: number;
    logo: string | null;
  };
}): SearchDocumentInput {
  return {
    kind: 'player',
    entityId: row.id,
    gameId: row.team.gameId,
    name: row.name,
    names: row.names,
    // A player has no picture of their own yet: the hit shows their team's.
    logo: row.team.logo,
    context: {
      country: row.nationality,
      team: { id: row.team.id, name: row.team.name, names: row.team.names },
    },
  };
}

function readPlayers(tx: Executor, where: SQL | undefined, limit?: number) {
  const query = tx
    .select(playerColumns)
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(where)
    .orderBy(asc(players.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * Writes the search documents of these subjects as they are stored now: leagues, teams, players, and
 * every player of `playersOfTeams` (a team's new name shows on its players' hits).
 */
export async function reindexSubjects(
  tx: Executor,
  ids: {
    leagues?: readonly number[];
    teams?: readonly number[];
    players?: readonly number[];
    playersOfTeams?: readonly number[];
  },
): Promise<void> {
  const docs: SearchDocumentInput[] = [];
  if (ids.leagues?.length) {
    const rows = await tx
      .select()
      .from(leagues)
      .where(inArray(leagues.id, [...ids.leagues]));
    docs.push(...rows.map(leagueDocument));
  }
  if (ids.teams?.length) {
    const rows = await tx
      .select()
      .from(teams)
      .where(inArray(teams.id, [...ids.teams]));
    docs.push(...rows.map(teamDocument));
  }
  const byPlayer = ids.players?.length ? inArray(players.id, [...ids.players]) : undefined;
  const byTeam = ids.playersOfTeams?.length ? inArray(players.teamId, [...ids.playersOfTeams]) : undefined;
  if (byPlayer || byTeam) {
    const rows = await readPlayers(tx, byPlayer && byTeam ? or(byPlayer, byTeam) : (byPlayer ?? byTeam));
    docs.push(...rows.map(playerDocument));
  }
  await indexSearchDocuments(tx, docs);
}

/** Forgets the documents of subjects deleted (their players went with their teams). */
export async function unindexSubjects(
  tx: Executor,
  ids: { leagues: readonly number[]; teams: readonly number[]; players: readonly number[] },
): Promise<void> {
  await removeSearchDocuments(tx, 'league', ids.leagues);
  await removeSearchDocuments(tx, 'team', ids.teams);
  await removeSearchDocuments(tx, 'player', ids.players);
}

/** Documents per page of a rebuild. */
const PAGE = 2000;

/** Rows after `after` by id, a page at a time, as documents. */
async function* paged<T extends { id: number }>(
  read: (after: number) => Promise<T[]>,
  toDocument: (row: T) => SearchDocumentInput,
): AsyncIterable<SearchDocumentInput[]> {
  let after = 0;
  for (;;) {
    const rows = await read(after);
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map(toDocument);
    after = last.id;
  }
}

/** Every league's, team's and player's document, a page at a time (search's rebuild reads these). */
export async function* searchDocumentPages(tx: Executor): AsyncIterable<SearchDocumentInput[]> {
  yield* paged(
    (id) => tx.select().from(leagues).where(gt(leagues.id, id)).orderBy(asc(leagues.id)).limit(PAGE),
    leagueDocument,
  );
  yield* paged(
    (id) => tx.select().from(teams).where(gt(teams.id, id)).orderBy(asc(teams.id)).limit(PAGE),
    teamDocument,
  );
  yield* paged((id) => readPlayers(tx, gt(players.id, id), PAGE), playerDocument);
}
