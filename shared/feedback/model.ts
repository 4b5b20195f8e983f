/** Feedback's enums, limits and text rule, for the form and the service alike. */

/** What a user can write about (spec section 2: "feedback"); the page names them from the catalog. */
export const FEEDBACK_CATEGORIES = ['bug', 'suggestion', 'content', 'account', 'payment', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** open: waiting for the operator; replied: the operator answered (the user sees the reply). */
export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 1000;
export const FEEDBACK_CONTACT_MAX_LENGTH = 100;
export const FEEDBACK_REPLY_MAX_LENGTH = 2000;
/** A user may send this many messages a day: enough for real reports, too few for flooding. */
export const FEEDBACK_PER_DAY = 5;

/** What is wrong with a message's text (trimmed), or null. */
export function feedbackTextProblem(content: string | undefined): 'empty' | 'length' | null {
  const text = content?.trim() ?? '';
  if (!text) return 'empty';
  if (text.length < FEEDBACK_MIN_LENGTH || text.length > FEEDBACK_MAX_LENGTH) return 'length';
  return null;
}
