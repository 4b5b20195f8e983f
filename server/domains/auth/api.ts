import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findLanguage } from '../../../app/i18n/languages.ts';
import type { ApiInstance } from '../../http/api.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { requireUser } from '../../http/require-user.ts';
import { clearSessionCookies, setSessionCookies } from '../../http/session-cookies.ts';
import type { Catalogs } from '../../i18n/catalogs.ts';
import type { AuthService, Caller } from './service.ts';

const accountSchema = z.object({
  uid: z.number().int(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  signature: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  areaCode: z.string().nullable(),
  level: z.number().int(),
  gold: z.number().int(),
  diamond: z.number().int(),
  vipExpiresAt: z.string().nullable(),
  svipExpiresAt: z.string().nullable(),
  roles: z.array(z.string()),
  createdAt: z.string(),
});

const loginResultSchema = z.object({ token: z.string(), user: accountSchema, newUser: z.boolean() });

/** Spec section 3, "Login payload fields" used by these calls. Optional strings may come empty. */
const loginPayload = z.object({
  mobileOrEmail: z.string().max(254).optional(),
  name: z.string().max(64).optional(),
  areaCode: z.string().max(8).optional(),
  checkCode: z.string().max(12).optional(),
  password: z.string().max(128).optional(),
  promotionChannelId: z.string().max(64).optional(),
  channelFromtype: z.coerce.number().int().optional(),
});

const cooldownSchema = successSchema(z.object({ cooldownSeconds: z.number().int() }));

export function authApi(auth: AuthService, catalogs: Catalogs) {
  const caller = (request: FastifyRequest): Caller => ({
    ip: request.ip,
    t: catalogs.t(request.ctx?.language ?? 'zh_CN'),
    brandName: request.ctx?.brand.projectName ?? '',
  });

  return (api: ApiInstance) => {
    api.get(
      '/login/loginCountryList',
      {
        schema: {
          summary: 'Countries with their calling codes and flags, named in the caller language',
          tags: ['auth'],
          response: {
            200: successSchema(
              z.array(
                z.object({
                  countryAbbr: z.string(),
                  countryArea: z.string(),
                  countryAvatar: z.string(),
                  name: z.string(),
                }),
              ),
            ),
          },
        },
      },
      async (request) => {
        const tag = findLanguage(request.ctx?.language)?.tag ?? 'en';
        const names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
        const list = (Object.entries(countries) as Array<[TCountryCode, (typeof countries)[TCountryCode]]>)
          .filter(([, c]) => c.phone.length > 0)
          .map(([abbr, c]) => ({
            countryAbbr: abbr,
            countryArea: `+${c.phone[0]}`,
            countryAvatar: getEmojiFlag(abbr),
            name: names.of(abbr) ?? c.name,
          }))
          .sort((a, b) => a.name.localeCompare(b.name, tag));
        return ok(list);
      },
    );

    api.post(
      '/login/V2/sendEmailcheckCode',
      {
        schema: {
          summary: 'Send a 6-digit sign-in code to an email address (60 s between sends)',
          tags: ['auth'],
          body: z.object({ mobileOrEmail: z.string().max(254).optional() }),
          response: { 200: cooldownSchema },
        },
      },
      async (request) => ok(await auth.sendEmailCode(request.body.mobileOrEmail, caller(request))),
    );

    api.post(
      '/login/V2/sendMobilecheckCode',
      {
        schema: {
          summary: 'Send a 6-digit sign-in code by SMS (60 s between sends)',
          tags: ['auth'],
          body: z.object({
            areaCode: z.string().max(8).optional(),
            mobileOrEmail: z.string().max(32).optional(),
          }),
          response: { 200: cooldownSchema },
        },
      },
      async (request) =>
        ok(await auth.sendMobileCode(request.body.areaCode, request.body.mobileOrEmail, caller(request))),
    );

    api.post(
      '/login/V2/getLoginByEmailCheckCode',
      {
        schema: {
          summary:
            'Sign in (or sign up) with an email or phone code; with a password instead, a password sign-in',
          tags: ['auth'],
          body: loginPayload,
          response: { 200: successSchema(loginResultSchema) },
        },
      },
      async (request, reply) => {
        const result = await auth.loginWithCode(request.body, caller(request));
        setSessionCookies(request, reply, result.token, result.user);
        return ok(result);
      },
    );

    api.post(
      '/login/V2/mobileOrNameToLogin',
      {
        schema: {
          summary: 'Sign in with email, phone or username and password',
          tags: ['auth'],
          body: loginPayload,
          response: { 200: successSchema(loginResultSchema) },
        },
      },
      async (request, reply) => {
        const result = await auth.loginWithPassword(request.body, caller(request));
        setSessionCookies(request, reply, result.token, result.user);
        return ok(result);
      },
    );

    api.post(
      '/user/V2/modifyUser',
      {
        schema: {
          summary: 'Register step: set the username and first password (signed in); returns a new token',
          tags: ['auth'],
          body: z.object({ uname: z.string().max(64).optional(), password: z.string().max(128).optional() }),
          response: { 200: successSchema(z.object({ token: z.string(), user: accountSchema })) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request.ctx);
        const result = await auth.setCredentials(
          user.uid,
          request.body.uname,
          request.body.password,
          user.token,
        );
        setSessionCookies(request, reply, result.token, result.user);
        return ok(result);
      },
    );

    for (const path of ['/user/V2/mobileOrNameToChangePass', '/user/V2/mobileOrNameToChange']) {
      api.post(
        path,
        {
          schema: {
            summary: 'Reset the password with a code sent to the account email or phone; ends every session',
            tags: ['auth'],
            body: loginPayload,
            response: { 200: successSchema(z.literal(true)) },
          },
        },
        async (request) => ok(await auth.resetPassword(request.body, caller(request))),
      );
    }

    api.post(
      '/login/logout',
      {
        schema: {
          summary: 'Sign out: ends this session',
          tags: ['auth'],
          response: { 200: successSchema(z.literal(true)) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request.ctx);
        await auth.logout(user.token);
        clearSessionCookies(reply);
        return ok(true as const);
      },
    );
  };
}

export { accountSchema };
