/** The feedback calls (docs/api/accounts.md, "Feedback"): the user's own messages and replies. */
import { api } from '../../lib/api.ts';

export const FEEDBACK_CATEGORIES = ['bug', 'suggestion', 'content', 'account', 'payment', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The same limits the server checks (server/domains/feedback/service.ts). */
export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 1000;
export const FEEDBACK_CONTACT_MAX_LENGTH = 100;

export interface FeedbackItem {
  id: number;
  category: FeedbackCategory;
  content: string;
  contact: string | null;
  status: 'open' | 'replied';
  reply: string | null;
  createdAt: string;
  repliedAt: string | null;
}

export const fetchMyFeedback = () => api().get<FeedbackItem[]>('/user/feedback/list');

export const sendFeedback = (body: { category: FeedbackCategory; content: string; contact?: string }) =>
  api().post<FeedbackItem>('/user/feedback', body, undefined, { silent: true });

/** The `feedback` catalog key of what is wrong with the text before it is sent, or null. */
export function feedbackProblem(content: string): 'validation.empty' | 'validation.length' | null {
  const text = content.trim();
  if (!text) return 'validation.empty';
  if (text.length < FEEDBACK_MIN_LENGTH || text.length > FEEDBACK_MAX_LENGTH) return 'validation.length';
  return null;
}
