import { data, type RouterContextProvider } from 'react-router';
import { isDomainError } from '../../../shared/errors.ts';
import { databaseId } from '../../../shared/wire.ts';
import type { AppLoadContext } from '../../context.ts';
import { appContext } from '../../context.ts';

/**
 * Whether the entity an id page names exists: one function per page that shows one entity (a
 * product, streamer, expert, league, room, article...), keyed by the route path app/routes.ts
 * declares for it (the `pattern` its loader receives). A missing entity is the 404 page, status 404.
 *
 * Until a domain can find its entities, its function says "not found" (`none`), so its id pages
 * are 404s; the day the domain exists, its function asks it, and the same pages answer 200 with no
 * change to the routes. A route path missing here is "not found" too.
 */
export type EntityLookup = (id: string, load: AppLoadContext) => Promise<boolean>;

/** No domain finds these yet: no id names anything. */
const none: EntityLookup = async () => false;

/** An entity of a domain's `find(id)`, which answers or throws its `notFound` DomainError. */
function byId(find: (id: number, load: AppLoadContext) => Promise<unknown>): EntityLookup {
  return async (text, load) => {
    const id = databaseId(text);
    if (id === undefined) return false;
    try {
      return (await find(id, load)) != null;
    } catch (error) {
      if (isDomainError(error) && error.kind === 'notFound') return false;
      throw error;
    }
  };
}

export const ENTITY_LOOKUPS: Readonly<Record<string, EntityLookup>> = {
  // Goods of the mall (the mall's issue).
  '/mall/details/:id?': none,
  // Streamers and their rooms (the live rooms' issue).
  '/anchor/:id?': none,
  '/customLive/:id?': none,
  '/live/:id?': none,
  // Experts (the experts' issue).
  '/expert/:id': none,
  // `/protocol/:id?` is features/legal's (its documents, else 404); `/search/:text` and `/s/:text`
  // features/search's (a results page for any text); `/userInfo/:id?` features/users' (the public
  // profile, routes/user/profile.tsx: a cancelled account is gone).
  // News articles and videos, with or without their game (the content issue).
  '/news/:game/:id': byId((id, { services }) => services.news.article(id)),
  '/videos/:game/:id': byId((id, { services }) => services.videos.video(id)),
};

/** Whether the entity `id` of the page whose route path is `pattern` exists. */
export function entityExists(context: Readonly<RouterContextProvider>, pattern: string, id: string) {
  const lookup = Object.hasOwn(ENTITY_LOOKUPS, pattern) ? ENTITY_LOOKUPS[pattern] : undefined;
  return (lookup ?? none)(id, context.get(appContext));
}

/** The loaders' guard: the 404 page unless the entity `id` of the page `pattern` exists. */
export async function requireEntity(
  context: Readonly<RouterContextProvider>,
  pattern: string,
  id: string,
): Promise<void> {
  if (!(await entityExists(context, pattern, id))) throw data(null, { status: 404 });
}
