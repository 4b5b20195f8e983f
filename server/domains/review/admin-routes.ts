import {
  assignBodySchema,
  decideBodySchema,
  reviewItemSchema,
  reviewPageSchema,
  reviewQuerySchema,
} from '../../../shared/console/contract.ts';
import { requireRole, staffActor } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { ReviewService } from './service.ts';

const tags = ['console', 'admin'];

/** The review queues in the console (`/java/admin/review*`): reviewers (and administrators). */
export const reviewAdminRoutes =
  (review: ReviewService): ApiPlugin =>
  async (api) => {
    api.get(
      '/review',
      {
        config: { access: 'reviewer' },
        schema: {
          summary:
            'Reviewers: items of the review queues by queue and state (pending oldest first), with pending counts',
          tags,
          querystring: reviewQuerySchema,
          response: { 200: successSchema(reviewPageSchema) },
        },
      },
      async (request) => ok(await review.list(request.query, requireRole(request.ctx, 'reviewer').uid)),
    );

    api.post(
      '/review/decide',
      {
        config: { access: 'reviewer' },
        schema: {
          summary:
            'Reviewers: approve or reject an item with a reason template, at the version seen (409 if another reviewer decided or took it first)',
          tags,
          body: decideBodySchema,
          response: { 200: successSchema(reviewItemSchema) },
        },
      },
      async (request) => ok(await review.decide(staffActor(request, 'reviewer'), request.body)),
    );

    api.post(
      '/review/assign',
      {
        config: { access: 'reviewer' },
        schema: {
          summary: 'Reviewers: take an item (or give it back with release), at the version seen',
          tags,
          body: assignBodySchema,
          response: { 200: successSchema(reviewItemSchema) },
        },
      },
      async (request) => ok(await review.assign(staffActor(request, 'reviewer'), request.body)),
    );
  };
