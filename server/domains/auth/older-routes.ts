import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cooldownSchema, loginResultSchema } from '../../../shared/auth/contract.ts';
import { bodyInt, text } from '../../../shared/wire.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { callerOf } from '../../http/caller.ts';
import { parseCookies } from '../../http/context.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { setSessionCookies } from '../../http/session-cookies.ts';
import type { Catalogs } from '../../i18n/catalogs.ts';
import { limitAddress } from '../../limits/address.ts';
import { oldFormPhone } from './identifiers.ts';
import { PAYLOAD_KEY_COOKIE, type PayloadKeys } from './payload-keys.ts';
import type { AuthService } from './service.ts';

/** The older variant is +86 only. */
const AREA_CODE = '+86';

const mobile = z.string().max(11).optional();
const loginResult = successSchema(loginResultSchema);

/** The older login variant's calls (other channels): phone (+86) with a code or a password. */
export function olderAuthRoutes(auth: AuthService, catalogs: Catalogs, payloadKeys: PayloadKeys): ApiPlugin {
  const caller = (request: FastifyRequest) => callerOf(request, catalogs);

  return async (api) => {
    api.get(
      '/system/getPrivateKey',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Older clients: the AES-128 key (16 characters) for their optional ECB payload encryption, per browser. ' +
            'Send encrypted bodies as {data: Base64} with the header encrypt: 1. TLS is the real protection. ' +
            'A live pk cookie gets its key again; new keys are limited per client address (429 beyond).',
          tags: ['auth (older variant)'],
          response: { 200: successSchema(z.string()) },
        },
      },
      async (request, reply) => {
        // A live `pk` cookie gets its own key back; new keys are limited per client address.
        const existing = parseCookies(request.headers.cookie)[PAYLOAD_KEY_COOKIE];
        const { id, key, expiresAt } = await payloadKeys.issue(existing, limitAddress(request.ip));
        const secure = request.protocol === 'https' ? '; Secure' : '';
        // The cookie lives as long as its key, not a fresh 30 days from every call.
        const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
        reply.header(
          'set-cookie',
          `${PAYLOAD_KEY_COOKIE}=${id}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
        );
        return ok(key);
      },
    );

    api.post(
      '/login/sendVerificationCode',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Older variant: send an SMS code to a mainland phone number',
          tags: ['auth (older variant)'],
          body: z.object({ mobile }),
          response: { 200: successSchema(cooldownSchema) },
        },
      },
      async (request) =>
        ok(await auth.sendMobileCode(AREA_CODE, oldFormPhone(request.body.mobile), caller(request))),
    );

    api.post(
      '/login/checkCode',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Older variant: sign in (or up) with the phone and its SMS code',
          tags: ['auth (older variant)'],
          body: z.object({
            mobile,
            checkCode: z.string().max(12).optional(),
            promotionChannelId: text(64).optional(),
            channelFromtype: bodyInt(0, 99).optional(),
          }),
          response: { 200: loginResult },
        },
      },
      async (request, reply) => {
        const result = await auth.loginWithCode(
          {
            mobileOrEmail: oldFormPhone(request.body.mobile),
            areaCode: AREA_CODE,
            checkCode: request.body.checkCode ?? '',
            promotionChannelId: request.body.promotionChannelId,
            channelFromtype: request.body.channelFromtype,
          },
          caller(request),
        );
        setSessionCookies(request, reply, result.token, result.user);
        return ok(result);
      },
    );

    api.post(
      '/login/mobileandpw',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Older variant: sign in with the phone and password',
          tags: ['auth (older variant)'],
          body: z.object({ mobile, password: z.string().max(128).optional() }),
          response: { 200: loginResult },
        },
      },
      async (request, reply) => {
        const result = await auth.loginWithPassword(
          {
            mobileOrEmail: oldFormPhone(request.body.mobile),
            areaCode: AREA_CODE,
            password: request.body.password,
          },
          caller(request),
        );
        setSessionCookies(request, reply, result.token, result.user);
        return ok(result);
      },
    );

    api.post(
      '/login/modifyPassword',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Older variant: change a forgotten password with the phone, its SMS code and a new password',
          tags: ['auth (older variant)'],
          body: z.object({
            mobile,
            checkCode: z.string().max(12).optional(),
            password: z.string().max(128).optional(),
          }),
          response: { 200: successSchema(z.literal(true)) },
        },
      },
      async (request) =>
        ok(
          await auth.resetPassword(
            {
              mobileOrEmail: oldFormPhone(request.body.mobile),
              areaCode: AREA_CODE,
              checkCode: request.body.checkCode,
              password: request.body.password,
            },
            caller(request),
          ),
        ),
    );
  };
}
