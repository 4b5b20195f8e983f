import { z } from 'zod';
import {
  feedbackItemSchema,
  operatorFeedbackItemSchema,
  operatorFeedbackQuerySchema,
  replyFeedbackBodySchema,
} from '../../../shared/feedback/contract.ts';
import { staffActor } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { FeedbackService } from './service.ts';

const tags = ['feedback', 'admin'];

/** The operator's feedback queue (mounted in the `/java/admin` scope: support staff). */
export const feedbackAdminRoutes =
  (feedback: FeedbackService): ApiPlugin =>
  async (api) => {
    api.get(
      '/feedback',
      {
        config: { access: 'support' },
        schema: {
          summary: 'Administrators: feedback of every user, newest first (by status; page with `before`)',
          tags,
          querystring: operatorFeedbackQuerySchema,
          response: { 200: successSchema(z.array(operatorFeedbackItemSchema)) },
        },
      },
      async (request) => ok(await feedback.list(request.query)),
    );

    api.post(
      '/feedback/reply',
      {
        config: { access: 'support' },
        schema: {
          summary: 'Administrators: answer a feedback message (the user sees it in the user centre)',
          tags,
          body: replyFeedbackBodySchema,
          response: { 200: successSchema(feedbackItemSchema) },
        },
      },
      async (request) =>
        ok(await feedback.reply(request.body.id, staffActor(request, 'support'), request.body.reply)),
    );
  };
