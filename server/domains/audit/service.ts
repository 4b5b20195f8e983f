import type { AuditEntry, ConsolePage } from '../../../shared/console/contract.ts';
import type { AuditAction } from '../../../shared/console/model.ts';
import type { Database, Executor } from '../../db/client.ts';
import { type AuditFilter, insert, search } from './repository.ts';

/** Who did a privileged action, and from where: every staff call passes it to its use case. */
export interface Actor {
  uid: number;
  /** The client address (request.ip). */
  address: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  subjectType: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit line inside the caller's transaction: the action and its record commit together
 * or not at all. Every privileged use case calls it (services of other domains through `index.ts`).
 */
export function recordAudit(tx: Executor, actor: Actor | null, record: AuditRecord): Promise<void> {
  return insert(tx, {
    actorUid: actor?.uid ?? null,
    address: actor?.address ?? null,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    before: record.before,
    after: record.after,
  });
}

export function createAuditService(db: Database) {
  return {
    async search(filter: AuditFilter & { page: number; size: number }): Promise<ConsolePage<AuditEntry>> {
      const { rows, total } = await search(db, filter, (filter.page - 1) * filter.size, filter.size);
      return {
        list: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: r.actorUid,
          actorName: r.actorName,
          action: r.action as AuditAction,
          subjectType: r.subjectType,
          subjectId: r.subjectId,
          before: r.before,
          after: r.after,
          address: r.address,
        })),
        page: filter.page,
        size: filter.size,
        total,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
