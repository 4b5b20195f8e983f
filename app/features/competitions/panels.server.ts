/**
 * The sub-component pages' loader (app/routes/library-panel.tsx): which panel an address names
 * (`LIBRARY_PANELS`), its subject by `?id=`, and its data. An unknown panel, a missing, malformed or
 * unknown id, or a refused parameter (a ranking board of another game family) is the 404 page.
 */
import { data, type RouterContextProvider } from 'react-router';
import { isDomainError } from '../../../shared/errors.ts';
import type { LocalNames } from '../../../shared/games/names.ts';
import { resolveTimeZone, TZ_COOKIE } from '../../../shared/time/viewer-day.ts';
import { databaseId } from '../../../shared/wire.ts';
import { appContext } from '../../context.ts';
import { loadLeaguePage, loadPlayerPage, loadTeamPage } from './library.server.ts';
import { findPanel, PANEL_LIBRARIES, type PanelLibrary, type PanelSources } from './panels.tsx';

const notFound = (): never => {
  throw data(null, { status: 404 });
};

export interface PanelPageData {
  library: PanelLibrary;
  name: string;
  data: unknown;
  subject: { name: string; names?: LocalNames };
  /** The whole page the panel is a part of. */
  page: string;
  /** The query the canonical link keeps (`?id=`, and `&stat=` for one board). */
  query: string;
  /** The viewer's zone (match times), and when the page was rendered. */
  tz: string;
  renderedAt: number;
}

/** The panel of `/{library}/components/{name}?id=` with its data, or the 404 page. */
export async function loadPanelPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  name: string | undefined,
): Promise<PanelPageData> {
  const url = new URL(request.url);
  const library = PANEL_LIBRARIES.find((l) => url.pathname.includes(`/${l}/components/`));
  const panel = library && findPanel(library, name);
  if (!library || !panel) return notFound();
  const id = databaseId(url.searchParams.get('id') ?? '');
  if (id === undefined) return notFound();
  const { services, ctx } = context.get(appContext);
  const sources: PanelSources = {
    services,
    async found(read) {
      try {
        return await read();
      } catch (error) {
        if (isDomainError(error) && (error.kind === 'notFound' || error.kind === 'invalid')) notFound();
        throw error;
      }
    },
    league: (n) => loadLeaguePage(context, String(n)),
    team: (n) => loadTeamPage(context, String(n)),
    player: (n) => loadPlayerPage(context, String(n)),
    search: url.searchParams,
    notFound,
  };
  const loaded = await panel.load(sources, id);
  const stat = url.searchParams.get('stat');
  const query = new URLSearchParams({ id: String(id) });
  if (stat && name === 'rankings') query.set('stat', stat);
  return {
    library,
    name: panel.name,
    data: loaded,
    subject: panel.subject(loaded),
    page: panel.page(loaded),
    query: `?${query}`,
    tz: resolveTimeZone(ctx.cookies[TZ_COOKIE], ctx.brand.timeZone),
    renderedAt: Date.now(),
  };
}
