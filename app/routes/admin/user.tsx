import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx';
import { userLoader } from '../../features/console/loaders.server.ts';
import { UserAccount } from '../../features/console/UserAccount.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/user.ts';

/** /admin/users/:uid: one account and what support can do about it (404 for a uid no account has). */
export const loader = ({ context, params }: Route.LoaderArgs) => userLoader(context, params.uid);

const nameOf = (user: { uid: number; username: string | null }) => user.username ?? `#${user.uid}`;

export const meta: Route.MetaFunction = (args) => {
  const user = args.loaderData?.user;
  return [
    ...pageHead(args, {
      page: 'consoleUser',
      ...(user ? { variant: 'titleWithName' as const, values: { name: nameOf(user) } } : {}),
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ConsoleUserPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  const { user, view } = loaderData;
  return (
    <ConsoleLayout
      view={view}
      page="consoleUser"
      title={t('consoleUser.titleWithName', { name: nameOf(user) })}
    >
      <UserAccount user={user} />
    </ConsoleLayout>
  );
}
