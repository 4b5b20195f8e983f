/**
 * A feed's competitions data (profiles, transfers, seasons, stages; shared/competitions/feed.ts),
 * stored by the games domain's competitions in one transaction. The matches domain's part is to
 * name its matches: a stage result the feed also sent as a fixture is linked to our match here, so
 * competitions never read matches (decision 013: matches → games, never back).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FeedCompetitions } from '../../../../shared/competitions/feed.ts';
import type { Database } from '../../../db/client.ts';
import { type CompetitionCounts, matchesNamed, syncCompetitionData } from '../../games/index.ts';
import { matches } from '../schema.ts';

const READ = 5000;

export async function writeCompetitions(db: Database, data: FeedCompetitions): Promise<CompetitionCounts> {
  return db.transaction(async (tx) => {
    // Two processes sending the same data at once (each runs its simulator) take turns: the second
    // then finds it stored and writes nothing (the initial load's lock, per source).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feed-load:${data.source}`}))`);
    const named = matchesNamed(data);
    const ids = new Map<string, number>();
    for (let i = 0; i < named.length; i += READ) {
      const rows = await tx
        .select({ id: matches.id, externalId: matches.externalId })
        .from(matches)
        .where(and(eq(matches.source, data.source), inArray(matches.externalId, named.slice(i, i + READ))));
      for (const r of rows) ids.set(r.externalId, r.id);
    }
    return syncCompetitionData(tx, data, (externalId) => ids.get(externalId) ?? null);
  });
}
