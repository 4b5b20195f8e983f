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
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { FALLBACK_LANGUAGE } from '../../app/i18n/languages.ts';
import type { Catalogs } from '../i18n/catalogs.ts';
import type { RequestContext } from './context.ts';
import { fail } from './envelope.ts';
import { ApiError } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';
import { NOT_SIGNED_IN, SESSION_ENDED } from './require-user.ts';
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
    routes: Array<(api: ApiInstance) => void>;
    decryptBody?(request: FastifyRequest): Promise<unknown>;
    /** Requests per IP per 5 minutes on `/java/login/*` and `/java/user/*`. */
    authLimit?: { limiter: RateLimiter; perFiveMinutes: number };
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

      api.addHook('onRequest', async (request) => {
        request.ctx = await deps.resolveContext(request);
        // Every account call counts against its caller's address (each call has its own tighter limits too).
        if (deps.authLimit && /^\/java\/(login|user)\//.test(request.url)) {
          const { allowed } = await deps.authLimit.limiter.hit(
            `api:account:${request.ip}`,
            deps.authLimit.perFiveMinutes,
            5 * 60_000,
          );
          if (!allowed) throw new ApiError(429, 'tooManyRequests');
        }
      });

      // Older clients may send `{data: "<AES-ECB Base64>"}` with the header `encrypt: 1`: the body is
      // decrypted with the key system/getPrivateKey gave them, before validation sees it.
      api.addHook('preValidation', async (request) => {
        if (deps.decryptBody && request.headers.encrypt === '1' && request.body !== undefined) {
          request.body = await deps.decryptBody(request);
        }
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
        if (error instanceof ApiError) {
          if (error.httpStatus >= 500) request.log.error({ err: error }, 'api error');
          // The session is gone: the browser's copy of it goes too (the token cookie is HttpOnly).
          if (error.errorCode === NOT_SIGNED_IN || error.errorCode === SESSION_ENDED)
            clearSessionCookies(reply);
          return reply
            .code(error.httpStatus)
            .send(fail(error.httpStatus, t(`errors:${error.messageKey}`, error.params), error.errorCode));
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
        schema: { hide: true },
        handler: async () => {
          throw new ApiError(404, 'apiNotFound');
        },
      });

      api.get('/openapi.json', { schema: { hide: true } }, async () => scope.swagger());

      for (const register of deps.routes) register(api);
    },
    { prefix: API_PREFIX },
  );
}
