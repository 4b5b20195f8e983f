import { z } from 'zod';
import type { ApiInstance } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import type { UsersService } from './service.ts';

export const publicUserSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  signature: z.string().nullable(),
  level: z.number().int(),
});

export function usersApi(users: UsersService) {
  return (api: ApiInstance) => {
    api.get(
      '/user/info',
      {
        schema: {
          summary: "A user's public profile",
          tags: ['users'],
          querystring: z.object({ userId: z.coerce.number().int().positive() }),
          response: { 200: successSchema(publicUserSchema) },
        },
      },
      async (request) => {
        const user = await users.publicProfile(request.query.userId);
        if (!user) throw new ApiError(404, 'userNotFound');
        return ok(user);
      },
    );
  };
}
