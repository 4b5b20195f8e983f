import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cooldownSchema,
  countrySchema,
  credentialsBodySchema,
  credentialsResultSchema,
  loginPayloadSchema,
  loginResultSchema,
  sendEmailCodeBodySchema,
  sendMobileCodeBodySchema,
} from '../../../shared/auth/contract.ts';
import { findLanguage } from '../../../shared/i18n/languages.ts';
import { requireUser } from '../../http/access.ts';
import type { ApiPlugin } from '../../http/api.ts';
import { callerOf } from '../../http/caller.ts';
import { ok, successSchema } from '../../http/envelope.ts';
import { clearSessionCookies, setSessionCookies } from '../../http/session-cookies.ts';
import type { Catalogs } from '../../i18n/catalogs.ts';
import type { AuthService } from './service.ts';

export function authRoutes(auth: AuthService, catalogs: Catalogs): ApiPlugin {
  const caller = (request: FastifyRequest) => callerOf(request, catalogs);

  return async (api) => {
    api.get(
      '/login/loginCountryList',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Countries the brand sends SMS codes to, with their calling codes and flags, named in the caller language',
          tags: ['auth'],
          response: {
            200: successSchema(z.array(countrySchema)),
          },
        },
      },
      async (request) => {
        const tag = findLanguage(request.ctx?.language)?.tag ?? 'en';
        const served = new Set(request.ctx?.brand.smsAreaCodes ?? []);
        const names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
        const list = (Object.entries(countries) as Array<[TCountryCode, (typeof countries)[TCountryCode]]>)
          // Only the countries the brand sends SMS codes to: the picker offers nothing it would refuse.
          .filter(([, c]) => c.phone.length > 0 && served.has(`+${c.phone[0]}`))
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
        config: { access: 'public' },
        schema: {
          summary: 'Send a 6-digit sign-in code to an email address (60 s between sends)',
          tags: ['auth'],
          body: sendEmailCodeBodySchema,
          response: { 200: successSchema(cooldownSchema) },
        },
      },
      async (request) => ok(await auth.sendEmailCode(request.body.mobileOrEmail, caller(request))),
    );

    api.post(
      '/login/V2/sendMobilecheckCode',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Send a 6-digit sign-in code by SMS (60 s between sends)',
          tags: ['auth'],
          body: sendMobileCodeBodySchema,
          response: { 200: successSchema(cooldownSchema) },
        },
      },
      async (request) =>
        ok(await auth.sendMobileCode(request.body.areaCode, request.body.mobileOrEmail, caller(request))),
    );

    api.post(
      '/login/V2/getLoginByEmailCheckCode',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Sign in (or sign up) with an email or phone code; with a password instead, a password sign-in',
          tags: ['auth'],
          body: loginPayloadSchema,
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
        config: { access: 'public' },
        schema: {
          summary: 'Sign in with email, phone or username and password',
          tags: ['auth'],
          body: loginPayloadSchema,
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
        config: { access: 'user' },
        schema: {
          summary: 'Register step: set the username and first password (signed in); returns a new token',
          tags: ['auth'],
          body: credentialsBodySchema,
          response: { 200: successSchema(credentialsResultSchema) },
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
          config: { access: 'public' },
          schema: {
            summary: 'Reset the password with a code sent to the account email or phone; ends every session',
            tags: ['auth'],
            body: loginPayloadSchema,
            response: { 200: successSchema(z.literal(true)) },
          },
        },
        async (request) => ok(await auth.resetPassword(request.body, caller(request))),
      );
    }

    api.post(
      '/login/logout',
      {
        config: { access: 'user' },
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
