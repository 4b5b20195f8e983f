import { data, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { actsAs, isStaff, type StaffRole } from '../../../shared/console/model.ts';
import { findLanguage, LANGUAGE_CODES } from '../../../shared/i18n/languages.ts';
import { resolveTimeZone, TZ_COOKIE } from '../../../shared/time/viewer-day.ts';
import { type AppLoadContext, appContext } from '../../context.ts';
import { BASE_SECTIONS, type ConsoleView } from './view.ts';

/**
 * The start of every console page's loader: the access middleware has admitted the viewer already
 * (app/middleware/access.ts); this checks the role again on the server (403, the no-permission
 * page), and gathers what the frame needs: the `console` catalog sections the page shows, the
 * viewer's roles and time zone.
 *
 * `role` is the staff role the page needs, or `staff` for any of them (the console's home).
 */
export function consoleAccess(
  context: Readonly<RouterContextProvider>,
  role: StaffRole | 'staff',
  sections: readonly string[] = [],
): { load: AppLoadContext; uid: number; view: ConsoleView } {
  const load = context.get(appContext);
  const user = load.ctx.user;
  if (!user || !(role === 'staff' ? isStaff(user.roles) : actsAs(user.roles, role))) {
    throw data(null, { status: 403 });
  }
  const all = load.catalog('console');
  const catalog: Record<string, unknown> = {};
  for (const key of [...BASE_SECTIONS, ...sections]) catalog[key] = all[key];
  return {
    load,
    uid: user.uid,
    view: {
      catalog,
      uid: user.uid,
      roles: [...user.roles],
      timeZone: resolveTimeZone(load.ctx.cookies[TZ_COOKIE], load.ctx.brand.timeZone),
    },
  };
}

/**
 * A console list's query from the page's address, read with the call's own schema
 * (shared/console/contract.ts): empty fields (a GET form sends them) are left out, and a field the
 * schema refuses is dropped rather than failing the page (a hand-edited `?page=x` shows page 1).
 */
export function readQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (value.trim() !== '' && !Object.hasOwn(raw, key)) raw[key] = value;
  }
  let parsed = schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = schema.safeParse(raw);
  }
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data;
}

/** The games (catalog order) and the brand's languages, for the content editors' filters and selects. */
export async function contentChoices(load: AppLoadContext) {
  const games = (await load.services.games.list()).map((g) => ({ gameId: g.gameId, abbr: g.abbr }));
  const languages = (load.ctx.brand.languages ?? LANGUAGE_CODES).map((code) => ({
    code,
    name: findLanguage(code)?.nativeName ?? code,
  }));
  return { games, languages };
}
