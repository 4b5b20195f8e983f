import { z } from 'zod';
import type { ApiInstance } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { requireAdmin, requireUser } from '../../http/require-user.ts';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from './schema.ts';
import type { FeedbackService } from './service.ts';

const itemSchema = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  contact: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});

export function feedbackApi(feedback: FeedbackService) {
  return (api: ApiInstance) => {
    api.post(
      '/user/feedback',
      {
        schema: {
          summary: 'Send feedback (signed-in users; 10–1000 characters, at most 5 a day)',
          tags: ['feedback'],
          body: z.object({
            category: z.enum(FEEDBACK_CATEGORIES),
            content: z.string().max(5000).optional(),
            contact: z.string().max(1000).optional(),
          }),
          response: { 200: successSchema(itemSchema) },
        },
      },
      async (request) => ok(await feedback.submit(requireUser(request.ctx).uid, request.body)),
    );

    api.get(
      '/user/feedback/list',
      {
        schema: {
          summary: "The signed-in user's feedback and the operator's replies, newest first",
          tags: ['feedback'],
          response: { 200: successSchema(z.array(itemSchema)) },
        },
      },
      async (request) => ok(await feedback.mine(requireUser(request.ctx).uid)),
    );

    api.get(
      '/admin/feedback',
      {
        schema: {
          summary: 'Administrators: feedback of every user, newest first (by status; page with `before`)',
          tags: ['feedback', 'admin'],
          querystring: z.object({
            status: z.enum(FEEDBACK_STATUSES).optional(),
            before: z.coerce.number().int().positive().optional(),
          }),
          response: {
            200: successSchema(
              z.array(itemSchema.extend({ uid: z.number().int(), username: z.string().nullable() })),
            ),
          },
        },
      },
      async (request) => {
        requireAdmin(request.ctx);
        return ok(await feedback.list(request.query));
      },
    );

    api.post(
      '/admin/feedback/reply',
      {
        schema: {
          summary: 'Administrators: answer a feedback message (the user sees it in the user centre)',
          tags: ['feedback', 'admin'],
          body: z.object({ id: z.number().int().positive(), reply: z.string().max(5000).optional() }),
          response: { 200: successSchema(itemSchema) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request.ctx);
        return ok(await feedback.reply(request.body.id, admin.uid, request.body.reply));
      },
    );
  };
}
