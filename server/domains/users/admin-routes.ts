import {
  banBodySchema,
  consolePageSchema,
  muteBodySchema,
  roleBodySchema,
  staffUserDetailSchema,
  staffUserQuerySchema,
  staffUserRowSchema,
  uidBodySchema,
  uidQuerySchema,
} from '../../../shared/console/contract.ts';
import { requireRole } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import type { StaffUsersService } from './staff-service.ts';

const tags = ['console', 'admin'];
const detail = { 200: successSchema(staffUserDetailSchema) };

/** User management in the console (`/java/admin/users*`): support staff; roles by administrators only. */
export const usersAdminRoutes =
  (staff: StaffUsersService): ApiPlugin =>
  async (api) => {
    const support = (request: { ctx: Parameters<typeof requireRole>[0]; ip: string }) => {
      const user = requireRole(request.ctx, 'support');
      return { uid: user.uid, roles: user.roles, address: request.ip };
    };

    api.get(
      '/users',
      {
        config: { access: 'support' },
        schema: {
          summary: 'Support: find users by uid, user name (start), email or phone; newest first',
          tags,
          querystring: staffUserQuerySchema,
          response: { 200: successSchema(consolePageSchema(staffUserRowSchema)) },
        },
      },
      async (request) => ok(await staff.search(request.query)),
    );

    api.get(
      '/users/detail',
      {
        config: { access: 'support' },
        schema: {
          summary:
            "Support: one user's account, roles, ban and mute, sessions, balances and latest ledger lines",
          tags,
          querystring: uidQuerySchema,
          response: detail,
        },
      },
      async (request) => ok(await staff.detail(request.query.uid)),
    );

    api.post(
      '/users/ban',
      {
        config: { access: 'support' },
        schema: {
          summary: 'Support: ban sign-in (every session ends)',
          tags,
          body: banBodySchema,
          response: detail,
        },
      },
      async (request) => ok(await staff.ban(support(request), request.body.uid, request.body.reason)),
    );

    api.post(
      '/users/unban',
      {
        config: { access: 'support' },
        schema: { summary: 'Support: lift a ban', tags, body: uidBodySchema, response: detail },
      },
      async (request) => ok(await staff.unban(support(request), request.body.uid)),
    );

    api.post(
      '/users/endSessions',
      {
        config: { access: 'support' },
        schema: {
          summary: 'Support: end every session of a user',
          tags,
          body: uidBodySchema,
          response: detail,
        },
      },
      async (request) => ok(await staff.endSessions(support(request), request.body.uid)),
    );

    api.post(
      '/users/mute',
      {
        config: { access: 'support' },
        schema: {
          summary: 'Support: mute a user platform-wide (chat, comments, posts) for some hours',
          tags,
          body: muteBodySchema,
          response: detail,
        },
      },
      async (request) =>
        ok(await staff.mute(support(request), request.body.uid, request.body.hours, request.body.reason)),
    );

    api.post(
      '/users/unmute',
      {
        config: { access: 'support' },
        schema: {
          summary: 'Support: lift a platform-wide mute',
          tags,
          body: uidBodySchema,
          response: detail,
        },
      },
      async (request) => ok(await staff.unmute(support(request), request.body.uid)),
    );

    api.post(
      '/users/role',
      {
        config: { access: 'admin' },
        schema: {
          summary:
            'Administrators: grant or revoke a staff or channel role (ADMIN_EMAILS administrators stay)',
          tags,
          body: roleBodySchema,
          response: detail,
        },
      },
      async (request) => {
        const admin = requireRole(request.ctx, 'admin');
        return ok(
          await staff.setRole(
            { uid: admin.uid, address: request.ip },
            request.body.uid,
            request.body.role,
            request.body.grant,
          ),
        );
      },
    );
  };
