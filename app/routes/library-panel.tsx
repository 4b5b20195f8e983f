import { localName } from '../../shared/games/names.ts';
import { loadPanelPage } from '../features/competitions/panels.server.ts';
import { findPanel } from '../features/competitions/panels.tsx';
import { ScreenProvider } from '../features/matches/index.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { catalogText, pageHead, rootData } from '../seo/head.ts';
import { Link } from '../ui/links.tsx';
import '../features/competitions/competitions.css';
import '../features/competitions/library-index.css';
import '../features/matches/matches.css';
import type { Route } from './+types/library-panel.ts';

/**
 * The sub-component pages (`/leagueLibrary/components/{panel}?id=`, `/squadLibrary/components/...`,
 * `/playerLibrary/components/...`): one panel of a library page on its own (features/competitions/
 * panels.tsx lists them), for a brand's other sites. The layout leaves out the site's header and
 * footer (`handle.chrome`); the theme stays. `noindex`: the full pages are the ones to find. An
 * unknown panel, a missing, malformed or unknown id is the 404 page.
 */
export const handle = { chrome: 'bare' };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadPanelPage(context, request, params['*']);
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const loaded = args.loaderData;
  const page = args.matches.at(-1)?.id;
  if (!root || !loaded) return pageHead(args, { page });
  const panel = findPanel(loaded.library, loaded.name);
  const section = panel ? catalogText(root, 'competitions', panel.title) : undefined;
  return [
    ...pageHead(args, {
      page,
      variant: 'titleWithName',
      values: { name: localName(loaded.subject, root.language) },
      section,
      query: loaded.query,
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function LibraryPanelPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('competitions');
  const panel = findPanel(loaderData.library, loaderData.name);
  if (!panel) return null;
  const { View } = panel;
  return (
    <ScreenProvider tz={loaderData.tz} renderedAt={loaderData.renderedAt}>
      <section className="library-section library-panel" aria-labelledby="panel-title">
        <header className="library-panel__head">
          <h1 id="panel-title">
            {t(panel.title)}
            <span className="library-panel__subject" dir="auto">
              {localName(loaderData.subject, i18n.language)}
            </span>
          </h1>
          <Link to={loaderData.page} target="_top" className="library-panel__more">
            {t('components.fullPage')}
          </Link>
        </header>
        <View data={loaderData.data} />
      </section>
    </ScreenProvider>
  );
}
