import { z } from 'zod';
import {
  followListQuerySchema,
  followPageSchema,
  followQuerySchema,
  followResultSchema,
} from '../../../shared/users/contract.ts';
import { requireUser } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { FollowsService } from './follows-service.ts';

const tags = ['users'];

/** Follows between users (mounted in the `account` scope: following counts against the address). */
export function followsRoutes(follows: FollowsService): ApiPlugin {
  return async (api) => {
    api.get(
      '/followUser',
      {
        config: { access: 'user' },
        schema: {
          summary:
            'Follow a user, or stop following them (a toggle, as the spec names it: GET); not yourself; answers the new state and their fans',
          tags,
          querystring: followQuerySchema,
          response: { 200: successSchema(followResultSchema) },
        },
      },
      async (request) => ok(await follows.toggle(requireUser(request.ctx).uid, request.query.userId)),
    );

    api.get(
      '/hasFollowUser',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Whether the caller follows the user (false for guests)',
          tags,
          querystring: followQuerySchema,
          response: { 200: successSchema(z.boolean()) },
        },
      },
      async (request) => ok(await follows.has(request.ctx?.user?.uid ?? null, request.query.userId)),
    );

    api.get(
      '/user/getFollowOrFansH5',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'The users a user follows (`type=follow`) or their fans (`fans`), newest first, 20 a page, with whether the caller follows each',
          tags,
          querystring: followListQuerySchema,
          response: { 200: successSchema(followPageSchema) },
        },
      },
      async (request) => {
        const { userId, type, page } = request.query;
        return ok(await follows.list(userId, type, page, request.ctx?.user?.uid ?? null));
      },
    );
  };
}
