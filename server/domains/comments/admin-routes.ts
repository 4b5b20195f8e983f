import {
  adminCommentSchema,
  adminCommentsPageSchema,
  adminCommentsQuerySchema,
  hideUserCommentsBodySchema,
  hideUserCommentsResultSchema,
  moderateCommentBodySchema,
  pinCommentBodySchema,
} from '../../../shared/comments/contract.ts';
import { staffActor } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { CommentsService } from './service.ts';

const tags = ['comments', 'admin'];

/** The moderators' comments in the console (`/java/admin/comments*`): reviewers; pins: editors. */
export const commentsAdminRoutes =
  (comments: CommentsService): ApiPlugin =>
  async (api) => {
    api.get(
      '/comments',
      {
        config: { access: 'reviewer' },
        schema: {
          summary:
            'Reviewers: recent comments in any state, newest first, by state, author uid, target kind and target id, with their author',
          tags,
          querystring: adminCommentsQuerySchema,
          response: { 200: successSchema(adminCommentsPageSchema) },
        },
      },
      async (request) => ok(await comments.search(request.query)),
    );

    api.post(
      '/comments/moderate',
      {
        config: { access: 'reviewer' },
        schema: {
          summary:
            'Reviewers: move a comment to published (restore), hidden, spam or deleted, with an optional reason (audited; counters follow)',
          tags,
          body: moderateCommentBodySchema,
          response: { 200: successSchema(adminCommentSchema) },
        },
      },
      async (request) => ok(await comments.moderate(staffActor(request, 'reviewer'), request.body)),
    );

    api.post(
      '/comments/hideUser',
      {
        config: { access: 'reviewer' },
        schema: {
          summary:
            "Reviewers: hide all of a user's published comments in one action (audited; nothing deleted)",
          tags,
          body: hideUserCommentsBodySchema,
          response: { 200: successSchema(hideUserCommentsResultSchema) },
        },
      },
      async (request) => ok(await comments.hideUser(staffActor(request, 'reviewer'), request.body.uid)),
    );

    api.post(
      '/comments/pin',
      {
        config: { access: 'editor' },
        schema: {
          summary: "Editors: pin a top-level comment first on its target's comments, or unpin it (audited)",
          tags,
          body: pinCommentBodySchema,
          response: { 200: successSchema(adminCommentSchema) },
        },
      },
      async (request) => ok(await comments.pin(staffActor(request, 'editor'), request.body)),
    );
  };
