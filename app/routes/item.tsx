import { useMatches } from 'react-router';
import { requireEntity } from '../features/sections/entities.server.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { localizedPath, pageHead, pageText, rootData } from '../seo/head.ts';
import { PageShell } from '../ui/PageShell.tsx';
import type { Route } from './+types/item.ts';

/**
 * The shell of one item (a product, streamer, expert, league, room...) named by its route id. With
 * an id it is the page of one entity: the 404 page unless the entity exists
 * (features/sections/entities.server.ts); the optional id left out, the section's own page.
 */
export async function loader({ params, pattern, context }: Route.LoaderArgs) {
  if (params.id !== undefined) await requireEntity(context, pattern, params.id);
  return null;
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.matches.at(-1)?.id;
  const { id } = args.params;
  const root = rootData(args.matches);
  if (page !== 'live' || !root) return pageHead(args, { page });
  // Spec: structured data "video, for /live/ paths". The live-room issue adds the stream's own details.
  const name = [pageText(root, 'live', 'title'), id].filter(Boolean).join(' ');
  const video = {
    '@type': 'VideoObject',
    name,
    description: pageText(root, 'live', 'description'),
    thumbnailUrl: `${root.site.origin}/images/live-cover.svg`,
    embedUrl: root.site.origin + localizedPath(root, root.language, args.location.pathname),
    publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true },
  };
  return pageHead(args, { page, jsonLd: [video] });
};

export default function Item() {
  const { t } = useTranslation('pages');
  const id = useMatches().at(-1)?.id ?? '';
  return <PageShell title={t(`${id}.title`)} lead={t(`${id}.description`)} />;
}
