import {
  adminPostPageSchema,
  adminPostSchema,
  adminPostsQuerySchema,
  moderatePostBodySchema,
} from '../../../shared/posts/contract.ts';
import { staffActor } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { PostsService } from './service.ts';

const tags = ['posts', 'admin'];

/** The console's posts (mounted in the `/java/admin` scope: reviewers and administrators). */
export const postsAdminRoutes =
  (posts: PostsService): ApiPlugin =>
  async (api) => {
    api.get(
      '/posts',
      {
        config: { access: 'reviewer' },
        schema: {
          summary:
            'Reviewers: posts in any state, newest first, by state and author (`uid`), a page at a time',
          tags,
          querystring: adminPostsQuerySchema,
          response: { 200: successSchema(adminPostPageSchema) },
        },
      },
      async (request) => ok(await posts.staffList(request.query)),
    );

    api.post(
      '/posts/moderate',
      {
        config: { access: 'reviewer' },
        schema: {
          summary:
            'Reviewers: hide, restore (published) or delete a post, with an optional reason; a deleted post stays deleted. Audited',
          tags,
          body: moderatePostBodySchema,
          response: { 200: successSchema(adminPostSchema) },
        },
      },
      async (request) => ok(await posts.moderate(staffActor(request, 'reviewer'), request.body)),
    );
  };
