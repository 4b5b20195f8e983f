import multipart from '@fastify/multipart';
import { z } from 'zod';
import { reportResultSchema, reportUserBodySchema } from '../../../shared/console/contract.ts';
import { DomainError } from '../../../shared/errors.ts';
import {
  accountSchema,
  bindEmailBodySchema,
  bindPhoneBodySchema,
  cancelAccountBodySchema,
  changePasswordBodySchema,
  invitationRecordSchema,
  modifyUserBodySchema,
  publicProfileSchema,
  userInfoQuerySchema,
} from '../../../shared/users/contract.ts';
import { AVATAR_MAX_BYTES } from '../../../shared/users/model.ts';
import { requireUser } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { clearSessionCookies, setSessionCookies } from '../../http/session-cookies.ts';
import type { UsersService } from './service.ts';
import type { StaffUsersService } from './staff-service.ts';

const tags = ['users'];

/** Profiles, the signed-in user's own account and invitation record (mounted in the `account` scope). */
export function usersRoutes(users: UsersService): ApiPlugin {
  async function ownAccount(uid: number) {
    const view = await users.account(uid);
    if (!view) throw new DomainError('notFound', 'userNotFound');
    return view;
  }

  return async (api) => {
    await api.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

    api.get(
      '/user/info',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "A user's profile: every field for the signed-in user's own account, public fields with their follows, fans and posts counts otherwise",
          tags,
          querystring: userInfoQuerySchema,
          response: { 200: successSchema(z.union([accountSchema, publicProfileSchema])) },
        },
      },
      async (request) => {
        const { userId } = request.query;
        // Called at every page start with the stored session: a dead token is told so (3000/3001).
        if (request.ctx?.tokenStatus === 'unknown' || request.ctx?.tokenStatus === 'ended')
          requireUser(request.ctx);
        const own = request.ctx?.user?.uid === userId ? await users.account(userId) : null;
        const user = own ?? (await users.publicProfile(userId));
        if (!user) throw new DomainError('notFound', 'userNotFound');
        return ok(user);
      },
    );

    api.post(
      '/user/modifyUser',
      {
        config: { access: 'user' },
        schema: {
          summary: "Edit the signed-in user's profile (signature)",
          tags,
          body: modifyUserBodySchema,
          response: { 200: successSchema(accountSchema) },
        },
      },
      async (request) => {
        const { uid } = requireUser(request.ctx);
        await users.updateProfile(uid, request.body);
        return ok(await ownAccount(uid));
      },
    );

    api.post(
      '/user/avatar',
      {
        config: { access: 'user' },
        schema: {
          summary:
            'Upload an avatar (multipart field "file"): JPG or PNG by content, at most 3 MB; squared to 256 px',
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: successSchema(z.object({ avatar: z.string() })) },
        },
      },
      async (request, reply) => {
        const { uid } = requireUser(request.ctx);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw new DomainError('invalid', 'avatarType');
          bytes = await file.toBuffer();
        } catch (err) {
          if (err instanceof DomainError) throw err;
          if ((err as { statusCode?: number }).statusCode === 413)
            throw new DomainError('tooLarge', 'avatarTooLarge');
          throw new DomainError('invalid', 'uploadFailed');
        }
        const avatar = await users.setAvatar(uid, bytes);
        const user = await ownAccount(uid);
        setSessionCookies(request, reply, request.ctx?.token ?? '', user);
        return ok({ avatar });
      },
    );

    api.post(
      '/user/changePassword',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Change the password (the current one is required once set); other sessions end',
          tags,
          body: changePasswordBodySchema,
          response: { 200: successSchema(z.object({ token: z.string() })) },
        },
      },
      async (request, reply) => {
        const { uid } = requireUser(request.ctx);
        const token = await users.changePassword(uid, request.body.oldPassword, request.body.password);
        setSessionCookies(request, reply, token, await ownAccount(uid));
        return ok({ token });
      },
    );

    api.post(
      '/user/bindEmail',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Bind an email to the signed-in account with a code sent to it',
          tags,
          body: bindEmailBodySchema,
          response: { 200: successSchema(accountSchema) },
        },
      },
      async (request) => {
        const { uid } = requireUser(request.ctx);
        await users.bindEmail(uid, request.body.email, request.body.checkCode);
        return ok(await ownAccount(uid));
      },
    );

    api.post(
      '/user/bindPhone',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Bind a phone to the signed-in account with a code sent to it',
          tags,
          body: bindPhoneBodySchema,
          response: { 200: successSchema(accountSchema) },
        },
      },
      async (request) => {
        const { uid } = requireUser(request.ctx);
        await users.bindPhone(uid, request.body.areaCode, request.body.mobile, request.body.checkCode);
        return ok(await ownAccount(uid));
      },
    );

    api.post(
      '/user/cancel',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Cancel the signed-in account (confirm must be true); it can no longer sign in',
          tags,
          body: cancelAccountBodySchema,
          response: { 200: successSchema(z.literal(true)) },
        },
      },
      async (request, reply) => {
        const { uid } = requireUser(request.ctx);
        await users.cancel(uid);
        clearSessionCookies(reply);
        return ok(true as const);
      },
    );

    api.get(
      '/user/invitations',
      {
        config: { access: 'user' },
        schema: {
          summary:
            "Invitation record: the signed-in user's invitation code (their uid; link `/?invite=<code>`) and who registered through it",
          tags,
          response: { 200: successSchema(invitationRecordSchema) },
        },
      },
      async (request) => ok(await users.invitationRecord(requireUser(request.ctx).uid)),
    );
  };
}

/** A signed-in user reports another user (spec section 6 reasons): the report joins the review queue. */
export function userReportRoutes(staff: StaffUsersService): ApiPlugin {
  return async (api) => {
    api.post(
      '/user/report',
      {
        config: { access: 'user' },
        schema: {
          summary:
            'Report a user (inappropriate speech, personal attack, nickname, advertising, avatar, spamming): queued for the reviewers, once while pending, 20 a day',
          tags,
          body: reportUserBodySchema,
          response: { 200: successSchema(reportResultSchema) },
        },
      },
      async (request) => ok(await staff.report(requireUser(request.ctx).uid, request.body)),
    );
  };
}
