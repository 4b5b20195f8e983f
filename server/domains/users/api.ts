import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { ApiInstance } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { requireUser } from '../../http/require-user.ts';
import { clearSessionCookies, setSessionCookies } from '../../http/session-cookies.ts';
import { accountSchema } from '../auth/api.ts';
import type { AuthService } from '../auth/service.ts';
import type { AccountService } from './account.ts';
import { AVATAR_MAX_BYTES } from './avatars.ts';
import type { InvitationsService } from './invitations.ts';
import type { UsersService } from './service.ts';

export const publicUserSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  signature: z.string().nullable(),
  level: z.number().int(),
});

const balancesSchema = z.object({ gold: z.number().int(), diamond: z.number().int() });

export function usersApi(
  users: UsersService,
  auth: AuthService,
  account: AccountService,
  invitations: InvitationsService,
) {
  return (api: ApiInstance) => {
    api.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
    registerInvitations(api, invitations);

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
        // Called at every page start with the stored session: a dead token is told so (3000/3001).
        if (request.ctx?.tokenStatus === 'unknown' || request.ctx?.tokenStatus === 'ended')
          requireUser(request.ctx);
        const own = request.ctx?.user?.uid === userId ? await auth.account(userId) : null;
        const user = own ?? (await users.publicProfile(userId));
        if (!user) throw new ApiError(404, 'userNotFound');
        return ok(user);
      },
    );

    api.post(
      '/user/modifyUser',
      {
        schema: {
          summary: "Edit the signed-in user's profile (signature)",
          tags: ['users'],
          body: z.object({ signature: z.string().max(1000).optional() }),
          response: { 200: successSchema(accountSchema) },
        },
      },
      async (request) => {
        const { uid } = requireUser(request.ctx);
        await account.updateProfile(uid, request.body);
        return ok(await ownAccount(uid));
      },
    );

    api.post(
      '/user/avatar',
      {
        schema: {
          summary:
            'Upload an avatar (multipart field "file"): JPG or PNG by content, at most 3 MB; squared to 256 px',
          tags: ['users'],
          consumes: ['multipart/form-data'],
          response: { 200: successSchema(z.object({ avatar: z.string() })) },
        },
      },
      async (request, reply) => {
        const { uid } = requireUser(request.ctx);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw new ApiError(400, 'avatarType');
          bytes = await file.toBuffer();
        } catch (err) {
          if (err instanceof ApiError) throw err;
          if ((err as { statusCode?: number }).statusCode === 413) throw new ApiError(413, 'avatarTooLarge');
          throw new ApiError(400, 'uploadFailed');
        }
        const avatar = await account.setAvatar(uid, bytes);
        const user = await ownAccount(uid);
        setSessionCookies(request, reply, request.ctx?.token ?? '', user);
        return ok({ avatar });
      },
    );

    api.post(
      '/user/changePassword',
      {
        schema: {
          summary: 'Change the password (the current one is required once set); other sessions end',
          tags: ['users'],
          body: z.object({
            oldPassword: z.string().max(128).optional(),
            password: z.string().max(128).optional(),
          }),
          response: { 200: successSchema(z.object({ token: z.string() })) },
        },
      },
      async (request, reply) => {
        const { uid } = requireUser(request.ctx);
        const token = await account.changePassword(uid, request.body.oldPassword, request.body.password);
        setSessionCookies(request, reply, token, await ownAccount(uid));
        return ok({ token });
      },
    );

    api.post(
      '/user/bindEmail',
      {
        schema: {
          summary: 'Bind an email to the signed-in account with a code sent to it',
          tags: ['users'],
          body: z.object({ email: z.string().max(254).optional(), checkCode: z.string().max(12).optional() }),
          response: { 200: successSchema(accountSchema) },
        },
      },
      async (request) => {
        const { uid } = requireUser(request.ctx);
        await account.bindEmail(uid, request.body.email, request.body.checkCode);
        return ok(await ownAccount(uid));
      },
    );

    api.post(
      '/user/bindPhone',
      {
        schema: {
          summary: 'Bind a phone to the signed-in account with a code sent to it',
          tags: ['users'],
          body: z.object({
            areaCode: z.string().max(8).optional(),
            mobile: z.string().max(32).optional(),
            checkCode: z.string().max(12).optional(),
          }),
          response: { 200: successSchema(accountSchema) },
        },
      },
      async (request) => {
        const { uid } = requireUser(request.ctx);
        await account.bindPhone(uid, request.body.areaCode, request.body.mobile, request.body.checkCode);
        return ok(await ownAccount(uid));
      },
    );

    api.post(
      '/user/cancel',
      {
        schema: {
          summary: 'Cancel the signed-in account (confirm must be true); it can no longer sign in',
          tags: ['users'],
          body: z.object({ confirm: z.literal(true) }),
          response: { 200: successSchema(z.literal(true)) },
        },
      },
      async (request, reply) => {
        const { uid } = requireUser(request.ctx);
        await account.cancel(uid);
        clearSessionCookies(reply);
        return ok(true as const);
      },
    );

    api.get(
      '/user/userGold',
      {
        schema: {
          summary: "The signed-in user's gold and diamond balances",
          tags: ['users'],
          response: { 200: successSchema(balancesSchema) },
        },
      },
      async (request) => ok(await account.wallet(requireUser(request.ctx).uid)),
    );

    api.get(
      '/user/walletRecords',
      {
        schema: {
          summary: 'Coin or diamond details: the ledger of the signed-in user, newest first',
          tags: ['users'],
          querystring: z.object({
            currency: z.enum(['gold', 'diamond']),
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: {
            200: successSchema(
              z.array(
                z.object({
                  id: z.number().int(),
                  type: z.string(),
                  amount: z.number().int(),
                  balanceAfter: z.number().int(),
                  detail: z.string().nullable(),
                  time: z.string(),
                }),
              ),
            ),
          },
        },
      },
      async (request) =>
        ok(
          await account.walletRecords(
            requireUser(request.ctx).uid,
            request.query.currency,
            request.query.limit,
          ),
        ),
    );
  };

  async function ownAccount(uid: number) {
    const view = await auth.account(uid);
    if (!view) throw new ApiError(404, 'userNotFound');
    return view;
  }
}

function registerInvitations(api: ApiInstance, invitations: InvitationsService) {
  api.get(
    '/user/invitations',
    {
      schema: {
        summary:
          "Invitation record: the signed-in user's invitation code (their uid; link `/?invite=<code>`) and who registered through it",
        tags: ['users'],
        response: {
          200: successSchema(
            z.object({
              inviteCode: z.string(),
              total: z.number().int(),
              invited: z.array(
                z.object({
                  uid: z.number().int(),
                  username: z.string().nullable(),
                  avatar: z.string().nullable(),
                  joinedAt: z.string(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => ok(await invitations.record(requireUser(request.ctx).uid)),
  );
}
