import { z } from 'zod';
import type { ApiInstance } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { accountSchema } from '../auth/api.ts';
import type { AuthService } from '../auth/service.ts';
import type { UsersService } from './service.ts';

export const publicUserSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  signature: z.string().nullable(),
  level: z.number().int(),
});

export function usersApi(users: UsersService, auth: AuthService) {
  return (api: ApiInstance) => {
    api.get(
      '/user/info',
      {
        schema: {
          summary:
            "A user's profile: every field for the signed-in user's own account, public fields otherwise",
          tags: ['users'],
          querystring: z.object({ userId: z.coerce.number().int().positive() }),
          response: { 200: successSchema(z.union([accountSchema, publicUserSchema])) },
        },
      },
      async (request) => {
        const { userId } = request.query;
        const own = request.ctx?.user?.uid === userId ? await auth.account(userId) : null;
        const user = own ?? (await users.publicProfile(userId));
        if (!user) throw new ApiError(404, 'userNotFound');
        return ok(user);
      },
    );
  };
}
