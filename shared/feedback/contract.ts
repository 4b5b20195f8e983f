/** Feedback's wire contract: a user's messages with the operator's replies, and the calls' inputs. */
import { z } from 'zod';
import { bodyId, queryId, text } from '../wire.ts';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from './model.ts';

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  contact: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** What operators see: the message and who sent it. */
export const operatorFeedbackItemSchema = feedbackItemSchema.extend({
  uid: z.number().int(),
  username: z.string().nullable(),
});
export type OperatorFeedbackItem = z.infer<typeof operatorFeedbackItemSchema>;

export const submitFeedbackBodySchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: text(5000).optional(),
  contact: text(1000).optional(),
});
export type SubmitFeedback = z.infer<typeof submitFeedbackBodySchema>;

export const operatorFeedbackQuerySchema = z.object({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  before: queryId().optional(),
});

export const replyFeedbackBodySchema = z.object({
  id: bodyId(),
  reply: text(5000).optional(),
});
