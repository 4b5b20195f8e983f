import { LiveHub } from '../features/competitions/DataHub.tsx';
import { loadLiveHub } from '../features/competitions/library-index.server.ts';
import { localizedPath, pageHead, pageText, rootData } from '../seo/head.ts';
import { breadcrumbsJsonLd } from '../seo/json-ld.ts';
import '../features/matches/matches.css';
import type { Route } from './+types/live-data.ts';

/** `/live/data` (the main navigation's "Data"): every game's hot leagues and leaders, each leading to `/{game}/data`. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadLiveHub(context);
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  if (!root) return pageHead(args, { page: 'liveData' });
  const url = root.site.origin + localizedPath(root, root.language, '/live/data');
  return pageHead(args, {
    page: 'liveData',
    jsonLd: [breadcrumbsJsonLd([{ name: pageText(root, 'liveData', 'title') ?? 'Data', url }])],
  });
};

export default function LiveData({ loaderData }: Route.ComponentProps) {
  return <LiveHub data={loaderData} />;
}
