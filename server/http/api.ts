import swagger from '@fastify/swagger';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import {
  type FastifyPluginAsyncZod,
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DomainError, ERROR_CODES, isDomainError } from '../../shared/errors.ts';
import { FALLBACK_LANGUAGE } from '../../shared/i18n/languages.ts';
import { containsNul } from '../../shared/wire.ts';
import type { Catalogs } from '../i18n/catalogs.ts';
import { limitAddress } from '../limits/address.ts';
import type { RateLimiter } from '../limits/rate-limit.ts';
import { ACCESS_LEVELS, checkAccess, isStaffAccess, markAccessChecked, requireStaff } from './access.ts';
import type { RequestContext } from './context.ts';
import { fail } from './envelope.ts';
import { HTTP_STATUS } from './errors.ts';
import { type IdempotencyPort, registerIdempotency } from './idempotency.ts';
import { clearSessionCookies } from './session-cookies.ts';

export const API_PREFIX = '/java';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | undefined;
  }
}

export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A domain's routes: a Fastify plugin registered inside a `/java` scope (it inherits its hooks). */
export type ApiPlugin = FastifyPluginAsyncZod;

/**
 * Where a domain's routes are mounted. Each scope is a Fastify context: its hooks apply to its routes
 * only, whatever their URL (percent-encoded or not), and its children inherit the `/java` context,
 * validation and error handler.
 * - `public`: no extra rule beyond each route's declared `access`.
 * - `account`: account calls (sign-in, codes, the user centre); every call also counts against its
 *   caller's address (`accountLimit`), on top of each use case's own tighter limits.
 * - `admin`: the operator console's calls, mounted under `/java/admin`; its hook admits staff only,
 *   and each route declares the staff role it needs (`editor`, `reviewer`, `support` or `admin`).
 */
export interface ApiRoutes {
  public: ApiPlugin[];
  account: ApiPlugin[];
  admin: ApiPlugin[];
}

/** Fastify names validation contexts after the schema keys, which differ from the request's own. */
const REQUEST_PART: Record<string, string> = { querystring: 'query' };

/** The name of the field a validation error is about, e.g. `userId` or `body.password`. */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

function valueAt(source: unknown, instancePath: string): unknown {
  let value = source;
  for (const key of instancePath.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Everything shared by `/java` calls: zod validation and serialization, the spec's envelopes for
 * every failure (translated into the caller's language), a JSON 404 for unknown calls, and the
 * OpenAPI document built from the same schemas.
 */
export async function registerApi(
  app: FastifyInstance,
  deps: {
    catalogs: Catalogs;
    resolveContext(request: FastifyRequest): Promise<RequestContext>;
    routes: ApiRoutes;
    decryptBody?(request: FastifyRequest): Promise<unknown>;
    /** Requests per IP per 5 minutes on the routes of the `account` scope. */
    accountLimit?: { limiter: RateLimiter; perFiveMinutes: number };
    /** The store of `Idempotency-Key`s (routes declaring `idempotent`; decision 026). */
    idempotency?: IdempotencyPort;
  },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Arena Live API',
        version: '1',
        description:
          'JSON API under /java. Success: {status:"success", result}. Failure: {status:"fail", code, errorCode?, errorMsg, msg}. ' +
          'Every call accepts the headers sysType, lan and token and the query parameter _t.',
      },
    },
    transform: jsonSchemaTransform,
  });

  app.decorateRequest('ctx', undefined);

  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);

      // JSON is UTF-8 (RFC 8259). Fastify's own parser decodes bad bytes to U+FFFD and reads the rest,
      // so a body that is not UTF-8 would still run its call: it is refused instead, like any bad JSON.
      const parseJson = scope.getDefaultJsonParser('error', 'error');
      const utf8 = new TextDecoder('utf-8', { fatal: true });
      api.removeContentTypeParser('application/json');
      api.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
        let text: string;
        try {
          text = utf8.decode(body as Buffer);
        } catch {
          done(new DomainError('invalid', 'validation', { field: 'body' }), undefined);
          return;
        }
        parseJson(request, text, done);
      });

      // Every route says who may call it, hidden ones too; one that does not is a programming error,
      // caught at start (the app's route table, server/http/route-table.ts, checks every route too).
      api.addHook('onRoute', (route) => {
        const access = route.config?.access;
        if (!access || !ACCESS_LEVELS.includes(access)) {
          throw new Error(`${String(route.method)} ${route.url} declares no access (config.access)`);
        }
      });

      // Who is asking, then whether the route lets them: before the body is read or validated.
      markAccessChecked(scope);
      api.addHook('onRequest', async (request) => {
        request.ctx = await deps.resolveContext(request);
        checkAccess(request.routeOptions.config.access ?? 'public', request.ctx);
      });

      // Money POSTs (`config: { idempotent: true }`): a repeated key gets the first answer.
      if (deps.idempotency) registerIdempotency(scope, deps.idempotency);

      // Older clients may send `{data: "<AES-ECB Base64>"}` with the header `encrypt: 1`: the body is
      // decrypted with the key system/getPrivateKey gave them, before validation sees it.
      api.addHook('preValidation', async (request) => {
        if (deps.decryptBody && request.headers.encrypt === '1' && request.body !== undefined) {
          request.body = await deps.decryptBody(request);
        }
        // PostgreSQL cannot store NUL: refused here, for every call, before any use case sees it.
        if (containsNul(request.query)) throw new DomainError('invalid', 'validation', { field: 'query' });
        if (containsNul(request.body)) throw new DomainError('invalid', 'validation', { field: 'body' });
        if (containsNul(request.params)) throw new DomainError('invalid', 'validation', { field: 'path' });
      });

      api.setErrorHandler((error, request, reply) => {
        const t = deps.catalogs.t(request.ctx?.language ?? FALLBACK_LANGUAGE);
        if (hasZodFastifySchemaValidationErrors(error)) {
          const first = error.validation[0];
          const context = error.validationContext;
          const field = fieldOf(first?.instancePath ?? '', context);
          const source = context
            ? (request as unknown as Record<string, unknown>)[REQUEST_PART[context] ?? context]
            : undefined;
          const missing = valueAt(source, first?.instancePath ?? '') === undefined;
          const message = t(missing ? 'errors:validationRequired' : 'errors:validation', { field });
          return reply.code(400).send(fail(400, message));
        }
        if (isDomainError(error)) {
          const status = HTTP_STATUS[error.kind];
          if (status >= 500) request.log.error({ err: error }, 'api error');
          // The session is gone: the browser's copy of it goes too (the token cookie is HttpOnly).
          if (error.errorCode === ERROR_CODES.notSignedIn || error.errorCode === ERROR_CODES.sessionEnded)
            clearSessionCookies(reply);
          return reply
            .code(status)
            .send(fail(status, t(`errors:${error.messageKey}`, error.params), error.errorCode));
        }
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status === 415) return reply.code(415).send(fail(415, t('errors:unsupportedMediaType')));
        if (status === 413) return reply.code(413).send(fail(413, t('errors:payloadTooLarge')));
        if (status === 429) return reply.code(429).send(fail(429, t('errors:tooManyRequests')));
        if (status >= 400 && status < 500) {
          return reply.code(400).send(fail(400, t('errors:validation', { field: 'body' })));
        }
        request.log.error({ err: error }, 'unhandled api error');
        return reply.code(500).send(fail(500, t('errors:systemError')));
      });

      // Unknown calls under /java answer with the failure envelope, never with the site's HTML.
      api.route({
        method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
        url: '/*',
        config: { access: 'public' },
        schema: { hide: true },
        handler: async () => {
          throw new DomainError('notFound', 'apiNotFound');
        },
      });

      api.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
        scope.swagger(),
      );

      for (const plugin of deps.routes.public) await api.register(plugin);

      await api.register(async (account) => {
        const limit = deps.accountLimit;
        if (limit) {
          account.addHook('onRequest', async (request) => {
            const key = `api:account:${limitAddress(request.ip)}`;
            const { allowed } = await limit.limiter.hit(key, limit.perFiveMinutes, 5 * 60_000);
            if (!allowed) throw new DomainError('tooMany', 'tooManyRequests');
          });
        }
        for (const plugin of deps.routes.account) await account.register(plugin);
      });

      await api.register(
        async (admin) => {
          admin.addHook('onRoute', (route) => {
            if (!isStaffAccess(route.config?.access)) {
              throw new Error(
                `${String(route.method)} ${route.url} is under /admin: declare a staff role as its access ('admin', 'editor', 'reviewer' or 'support')`,
              );
            }
          });
          admin.addHook('onRequest', async (request) => {
            requireStaff(request.ctx);
          });
          for (const plugin of deps.routes.admin) await admin.register(plugin);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: API_PREFIX },
  );
}
