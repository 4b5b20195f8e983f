import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../users/schema.ts';
import { auditLog } from './schema.ts';

export interface AuditRow {
  actorUid: number | null;
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
  address: string | null;
}

export interface AuditFilter {
  actor?: number | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  /** Inclusive UTC day bounds, ISO dates. */
  from?: string | undefined;
  to?: string | undefined;
}

export async function insert(tx: Executor, row: AuditRow): Promise<void> {
  await tx.insert(auditLog).values({
    actorUid: row.actorUid,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    before: row.before ?? null,
    after: row.after ?? null,
    address: row.address,
  });
}

function where(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.actor !== undefined) parts.push(eq(auditLog.actorUid, filter.actor));
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.subject) parts.push(eq(auditLog.subjectId, filter.subject));
  if (filter.from) parts.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to)
    parts.push(lt(auditLog.at, sql`${new Date(`${filter.to}T00:00:00Z`)}::timestamptz + interval '1 day'`));
  return parts.length ? and(...parts) : undefined;
}

export async function search(db: Database, filter: AuditFilter, offset: number, limit: number) {
  const condition = where(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorUid: auditLog.actorUid,
        actorName: users.username,
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        before: auditLog.before,
        after: auditLog.after,
        address: auditLog.address,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.uid, auditLog.actorUid))
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(condition),
  ]);
  return { rows, total: count?.total ?? 0 };
}
