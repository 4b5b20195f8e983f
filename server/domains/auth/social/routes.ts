import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginResultSchema } from '../../../../shared/auth/contract.ts';
import { DomainError } from '../../../../shared/errors.ts';
import { FALLBACK_LANGUAGE } from '../../../../shared/i18n/languages.ts';
import { bodyInt, queryInt, text } from '../../../../shared/wire.ts';
import type { ApiPlugin } from '../../../http/api.ts';
import { parseCookies } from '../../../http/context.ts';
import { failSchema, ok, successSchema } from '../../../http/envelope.ts';
import { setSessionCookies } from '../../../http/session-cookies.ts';
import type { Catalogs } from '../../../i18n/catalogs.ts';
import { limitAddress } from '../../../limits/address.ts';
import { SOCIAL_TYPES, type SocialConfig, type SocialProviderName } from './config.ts';
import { type SocialAuthService, SocialEmailRequiredError, STATE_TTL_MS } from './service.ts';

/** HttpOnly cookie tying a pending social sign-in to the browser that started it. */
export const BINDING_COOKIE = 'oauth_binding';

/** Spec section 3, "Third-party bind result: accountNumber, qqOrWechatName, headimgurl, wxBind". */
const accountBindSchema = z.object({
  accountNumber: z.string(),
  qqOrWechatName: z.string(),
  headimgurl: z.string(),
  wxBind: z.boolean(),
  type: z.number().int(),
});

const socialType = queryInt(0, 99).refine((t) => t in SOCIAL_TYPES, { message: 'unknown social login type' });

const promotion = {
  promotionChannelId: text(64).optional(),
  channelFromtype: queryInt(0, 99).optional(),
};

const urlQuery = z.object({ isFrom: text(1024).optional(), ...promotion });

const urlResult = successSchema(z.object({ url: z.string() }));

export function socialAuthRoutes(
  social: SocialAuthService,
  config: SocialConfig,
  catalogs: Catalogs,
  /** The brands' configured origin for a request's host (`BrandRegistry.webOrigin`). */
  webOrigin: (host: string, protocol: 'http' | 'https') => string | undefined,
): ApiPlugin {
  // Where the provider sends the browser back: OAUTH_REDIRECT_BASE, else the brand file's own host
  // (never the Host header's text; an unknown host is refused before this, and here again).
  const origin = (request: FastifyRequest) => {
    const base = config.redirectBase ?? webOrigin(request.host, request.protocol);
    if (!base) throw new DomainError('invalid', 'validation', { field: 'host' });
    return base;
  };
  const binding = (request: FastifyRequest) => parseCookies(request.headers.cookie)[BINDING_COOKIE];

  function setBindingCookie(request: FastifyRequest, reply: FastifyReply, value: string | undefined) {
    if (!value) return;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${BINDING_COOKIE}=${value}; Path=/java/login; Max-Age=${STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
    );
  }

  async function loginUrl(
    provider: SocialProviderName,
    query: z.infer<typeof urlQuery>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const result = await social.loginUrl(provider, query, origin(request), {
      ip: limitAddress(request.ip),
      binding: binding(request),
    });
    setBindingCookie(request, reply, result.binding);
    return ok({ url: result.url });
  }

  return async (api) => {
    api.get(
      '/login/V2/getLoginUrl',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Third-party sign-in: the provider page to send the browser to (type 3 Google, 4 Apple, 5 LINE, 6 X, 9 Facebook)',
          tags: ['auth'],
          querystring: urlQuery.extend({ type: socialType }),
          response: { 200: urlResult },
        },
      },
      async (request, reply) => {
        const { type, ...query } = request.query;
        return loginUrl(SOCIAL_TYPES[type] as SocialProviderName, query, request, reply);
      },
    );

    api.get(
      '/login/getPCQQLoginAddress',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Older dialog: the QQ sign-in page (complete with getLoginInfo type 1)',
          tags: ['auth'],
          querystring: urlQuery,
          response: { 200: urlResult },
        },
      },
      async (request, reply) => loginUrl('qq', request.query, request, reply),
    );

    api.get(
      '/login/getPCWXLoginAddress',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Older dialog: the WeChat QR sign-in page (complete with getLoginInfo type 2)',
          tags: ['auth'],
          querystring: urlQuery,
          response: { 200: urlResult },
        },
      },
      async (request, reply) => loginUrl('wechat', request.query, request, reply),
    );

    api.get(
      '/login/V2/getLoginInfo',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Third-party sign-in result: completes the provider return (code + state, or X oauth_token + oauth_verifier). errorCode 2010: bind an email; msg holds the social id',
          tags: ['auth'],
          querystring: z.object({
            type: socialType,
            code: text(2048).optional(),
            state: text(256).optional(),
            token: text(256).optional(),
            verifier: text(256).optional(),
            isFrom: text(1024).optional(),
            ...promotion,
          }),
          response: { 200: successSchema(loginResultSchema), 400: failSchema },
        },
      },
      async (request, reply) => {
        const { type, ...query } = request.query;
        // The spec's client sends `params.token` as the token header, so X's oauth_token may come there.
        const header = request.headers.token;
        const token = query.token ?? (typeof header === 'string' ? header : undefined);
        try {
          const result = await social.loginInfo(
            SOCIAL_TYPES[type] as SocialProviderName,
            { ...query, token },
            { ip: limitAddress(request.ip), binding: binding(request) },
          );
          setSessionCookies(request, reply, result.token, result.user);
          return ok(result);
        } catch (err) {
          if (!(err instanceof SocialEmailRequiredError)) throw err;
          const t = catalogs.t(request.ctx?.language ?? FALLBACK_LANGUAGE);
          // "The returned message holds the social id": errorMsg is for the user, msg is the id.
          return reply.code(400).send({
            status: 'fail',
            code: 400,
            errorCode: err.errorCode,
            errorMsg: t(`errors:${err.messageKey}`),
            msg: err.socialId,
          });
        }
      },
    );

    api.get(
      '/login/pcLoginByAccount',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Older dialog: completes a QQ (type 1) or WeChat (type 2) return. A linked account signs in ' +
            '(token, user, newUser); otherwise the third-party bind result (accountNumber, qqOrWechatName, ' +
            'headimgurl, wxBind false) for the bind-phone view and login/bindAccount',
          tags: ['auth (older variant)'],
          querystring: z.object({
            type: queryInt(1, 2).describe('QQ is 1, WeChat is 2'),
            code: text(2048).optional(),
            state: text(256).optional(),
            isFrom: text(1024).optional(),
            ...promotion,
          }),
          response: { 200: successSchema(z.union([loginResultSchema, accountBindSchema])) },
        },
      },
      async (request, reply) => {
        const { type, ...query } = request.query;
        try {
          const result = await social.loginInfo(SOCIAL_TYPES[type] as SocialProviderName, query, {
            ip: limitAddress(request.ip),
            binding: binding(request),
          });
          setSessionCookies(request, reply, result.token, result.user);
          return ok(result);
        } catch (err) {
          if (!(err instanceof SocialEmailRequiredError)) throw err;
          // QQ and WeChat never hand out an email: the older dialog binds a phone instead.
          const pending = await social.pendingProfile(err.socialId);
          return ok({
            accountNumber: err.socialId,
            qqOrWechatName: pending?.displayName ?? '',
            headimgurl: pending?.avatar ?? '',
            wxBind: false,
            type,
          });
        }
      },
    );

    api.post(
      '/login/V2/bindEmail',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'After errorCode 2010: bind an email (code from login/V2/sendEmailcheckCode) to the social sign-in and sign in',
          tags: ['auth'],
          body: z.object({
            checkCode: text(12).optional(),
            email: text(254).optional(),
            twitterId: text(256).optional(),
          }),
          response: { 200: successSchema(loginResultSchema) },
        },
      },
      async (request, reply) => {
        const result = await social.bindEmail(request.body, { ip: limitAddress(request.ip) });
        setSessionCookies(request, reply, result.token, result.user);
        return ok(result);
      },
    );

    api.post(
      '/login/bindAccount',
      {
        config: { access: 'public' },
        schema: {
          summary:
            'Older variant, bind phone after a QQ/WeChat (or any e-mail-less) social sign-in: the SMS code from ' +
            'login/sendVerificationCode proves the phone; accountNumber is the handle the sign-in answered',
          tags: ['auth (older variant)'],
          body: z.object({
            mobile: text(32).optional(),
            areaCode: text(8).optional(),
            checkCode: text(12).optional(),
            accountNumber: text(256).optional(),
            qqOrWechatName: text(128).optional(),
            type: bodyInt(0, 99).optional(),
            headimgurl: text(1024).optional(),
          }),
          response: { 200: successSchema(loginResultSchema) },
        },
      },
      async (request, reply) => {
        const result = await social.bindPhone(request.body, { ip: limitAddress(request.ip) });
        setSessionCookies(request, reply, result.token, result.user);
        return ok(result);
      },
    );
  };
}
