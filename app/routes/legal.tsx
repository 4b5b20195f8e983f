import { LegalPage } from '../features/legal/index.ts';
import { legalLoader } from '../features/legal/legal.server.ts';
import { pageHead } from '../seo/head.ts';
import type { Route } from './+types/legal.ts';

/**
 * The legal and brand pages (`/protocol/*`, `/about`, `/certificate`, `/download`): their route id
 * names their pages.json title; their text comes from the `legal` catalog (features/legal).
 */
export const loader = ({ context, pattern, params }: Route.LoaderArgs) =>
  legalLoader(context, pattern, params.id);

export const meta: Route.MetaFunction = (args) => {
  const head = pageHead(args, { page: args.matches.at(-1)?.id });
  const summary = args.loaderData?.summary;
  if (!summary) return head;
  return head.map((descriptor) => {
    const named = descriptor as { name?: string; property?: string };
    return named.name === 'description' || named.property === 'og:description'
      ? { ...descriptor, content: summary }
      : descriptor;
  });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage view={loaderData} />;
}
