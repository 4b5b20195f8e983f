import type { FastifyInstance } from 'fastify';
import { ACCESS_LEVELS, type Access, isAccessChecked, scopeAccessOf } from './access.ts';
import { API_PREFIX } from './api.ts';

/** One method of one registered route, as the app itself recorded it (`RunningApp.routes`). */
export interface RouteEntry {
  /** One method per entry: a route of several methods gives several, a GET also Fastify's own HEAD. */
  readonly method: string;
  /** As registered, parameters included (`/java/user/info`, `/sitemap-:lang.xml`, `/*`). */
  readonly url: string;
  /** Who may call it (`access.ts`); declared by the route or by its scope (`declareScopeAccess`). */
  readonly access: Access;
  /** Under the JSON API (`/java`), whose scope checks the access of every request and answers the envelope. */
  readonly api: boolean;
  /** Left out of the OpenAPI document (`schema.hide`): declared and checked like any other route. */
  readonly hidden: boolean;
}

const isApiUrl = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

/**
 * Records every route registered on `app` from now on, and refuses, at start, a route that declares no
 * access (`config: { access }`, or `declareScopeAccess` on the scope of a plugin's routes), hidden
 * routes included, and a `user` or `admin` route outside a scope that checks access per request (only
 * the `/java` API does: anywhere else the declaration would be a promise nobody keeps). The scope's
 * declaration is written into the route's `config`, so the table, the request-time check and
 * `request.routeOptions.config.access` agree. Call it on the root instance before anything registers
 * a route; the returned table fills as routes register and is complete once the app is ready.
 */
export function recordRoutes(app: FastifyInstance): readonly RouteEntry[] {
  const table: RouteEntry[] = [];
  app.addHook('onRoute', function declaredAccess(route) {
    const methods = [route.method].flat().map(String);
    const name = `${methods.join(',')} ${route.url}`;
    const access = route.config?.access ?? scopeAccessOf(this);
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(
        `${name} declares no access (config.access): add config: { access: 'public' | 'user' | <a staff role> } ` +
          "to the route, or declareScopeAccess(scope, 'public') to the scope of a plugin's routes",
      );
    }
    if (access !== 'public' && !isAccessChecked(this)) {
      throw new Error(
        `${name} declares access '${access}' outside the ${API_PREFIX} API, where nothing checks it: ` +
          `declare 'public' (pages decide their own access in app/middleware/access.ts) or move it under ${API_PREFIX}`,
      );
    }
    route.config = { ...route.config, access };
    for (const method of methods) {
      table.push(
        Object.freeze({
          method,
          url: route.url,
          access,
          api: isApiUrl(route.url),
          hidden: route.schema?.hide === true,
        }),
      );
    }
  });
  return table;
}
