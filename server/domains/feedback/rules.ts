import { DomainError } from '../../../shared/errors.ts';
import {
  FEEDBACK_CONTACT_MAX_LENGTH,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_PER_DAY,
  FEEDBACK_REPLY_MAX_LENGTH,
  feedbackTextProblem,
} from '../../../shared/feedback/model.ts';

/**
 * What feedback accepts. A message lives `open` until an operator replies, then `replied` (a new
 * reply replaces the last):
 *
 *   (none) ──submit (10–1000 characters, 5 a day)──▶ open ──reply──▶ replied ──reply──▶ replied
 */

/** The message and contact as stored (trimmed; an empty contact is none), or the reason they are refused. */
export function checkSubmission(input: { content?: string | undefined; contact?: string | undefined }): {
  content: string;
  contact: string | null;
} {
  const problem = feedbackTextProblem(input.content);
  if (problem === 'empty') throw new DomainError('invalid', 'feedbackEmpty');
  if (problem === 'length') {
    throw new DomainError('invalid', 'feedbackLength', {
      min: FEEDBACK_MIN_LENGTH,
      max: FEEDBACK_MAX_LENGTH,
    });
  }
  const contact = input.contact?.trim() || null;
  if (contact && contact.length > FEEDBACK_CONTACT_MAX_LENGTH) {
    throw new DomainError('invalid', 'feedbackContactLength', { max: FEEDBACK_CONTACT_MAX_LENGTH });
  }
  return { content: input.content?.trim() ?? '', contact };
}

/** Refuses a message past the daily allowance (`sentToday` counts the last 24 hours). */
export function checkDailyAllowance(sentToday: number): void {
  if (sentToday >= FEEDBACK_PER_DAY)
    throw new DomainError('tooMany', 'feedbackTooMany', { max: FEEDBACK_PER_DAY });
}

/** An operator's reply as stored (trimmed), or the reason it is refused. */
export function checkReply(text: string | undefined): string {
  const reply = text?.trim() ?? '';
  if (!reply) throw new DomainError('invalid', 'feedbackReplyEmpty');
  if (reply.length > FEEDBACK_REPLY_MAX_LENGTH) {
    throw new DomainError('invalid', 'feedbackReplyLength', { max: FEEDBACK_REPLY_MAX_LENGTH });
  }
  return reply;
}
