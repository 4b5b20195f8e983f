import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { reviewLoader } from '../../features/console/loaders.server.ts';
import { ReviewQueue } from '../../features/console/ReviewQueue.tsx';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/review.ts';

/** /admin/review: the review queues (reviewers and administrators). */
export const loader = ({ context, request }: Route.LoaderArgs) => reviewLoader(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleReview' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleReviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLayout view={loaderData.view} page="consoleReview">
      <ReviewQueue query={loaderData.query} list={loaderData.list} />
    </ConsoleLayout>
  );
}
