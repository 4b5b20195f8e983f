/**
 * A review item's decision (issue 15):
 *
 *   pending ──approve (reason template)──▶ approved
 *      │
 *      └─────reject (reason template)───▶ rejected
 *
 * A decision is final and names the version the reviewer saw: if the item changed in between (another
 * reviewer decided it, or took it), the decision is refused and the reviewer is told which.
 */
import { DECISION_REASONS, type ReviewDecision, type ReviewState } from '../../../shared/console/model.ts';
import { DomainError } from '../../../shared/errors.ts';

export const STATE_OF: Record<ReviewDecision, ReviewState> = { approve: 'approved', reject: 'rejected' };

/** The reason must be one of the decision's templates. */
export function checkDecisionReason(decision: ReviewDecision, reason: string): void {
  if (!DECISION_REASONS[decision].includes(reason)) {
    throw new DomainError('invalid', 'reviewReason');
  }
}

/** Why a conditional change of an item (`where version = seen and state = 'pending'`) changed nothing. */
export function lostRace(
  current: { state: string; version: number } | undefined,
  seenVersion: number,
): never {
  if (!current) throw new DomainError('notFound', 'reviewNotFound');
  if (current.state !== 'pending') throw new DomainError('conflict', 'reviewDecided');
  if (current.version !== seenVersion) throw new DomainError('conflict', 'reviewChanged');
  // Pending at the version seen, yet the update matched nothing: it changed and changed back.
  throw new DomainError('conflict', 'reviewChanged');
}
