import { BrandSettings } from '../../features/console/brand/BrandSettings.tsx';
import { brandLoader } from '../../features/console/brand/brand.server.ts';
import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/brand.ts';

/** /admin/brand: the running brand's settings, read-only (administrators). */
export const loader = ({ context }: Route.LoaderArgs) => brandLoader(context);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleBrand' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleBrandPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLayout view={loaderData.view} page="consoleBrand">
      <BrandSettings brand={loaderData.brand} />
    </ConsoleLayout>
  );
}
