import { AuditLog } from '../../features/console/AuditLog.tsx';
import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { auditLoader } from '../../features/console/loaders.server.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/audit.ts';

/** /admin/audit: the audit log (administrators). */
export const loader = ({ context, request }: Route.LoaderArgs) => auditLoader(context, request);

export const meta: Route.MetaFunction = (args) => [
  ...pageHead(args, { page: 'consoleAudit' }),
  { name: 'robots', content: 'noindex' },
];

export default function ConsoleAuditPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLayout view={loaderData.view} page="consoleAudit">
      <AuditLog query={loaderData.query} list={loaderData.list} />
    </ConsoleLayout>
  );
}
