import { z } from 'zod';
import { feedbackItemSchema, submitFeedbackBodySchema } from '../../../shared/feedback/contract.ts';
import { requireUser } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { FeedbackService } from './service.ts';

const tags = ['feedback'];

/** A signed-in user's feedback (mounted in the `account` scope). */
export const feedbackRoutes =
  (feedback: FeedbackService): ApiPlugin =>
  async (api) => {
    api.post(
      '/user/feedback',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Send feedback (signed-in users; 10–1000 characters, at most 5 a day)',
          tags,
          body: submitFeedbackBodySchema,
          response: { 200: successSchema(feedbackItemSchema) },
        },
      },
      async (request) => ok(await feedback.submit(requireUser(request.ctx).uid, request.body)),
    );

    api.get(
      '/user/feedback/list',
      {
        config: { access: 'user' },
        schema: {
          summary: "The signed-in user's feedback and the operator's replies, newest first",
          tags,
          response: { 200: successSchema(z.array(feedbackItemSchema)) },
        },
      },
      async (request) => ok(await feedback.mine(requireUser(request.ctx).uid)),
    );
  };
