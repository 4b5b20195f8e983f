import { PreferencesPanel } from '../../features/users/PreferencesPanel.tsx';
import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { viewerClientLoader } from '../../features/users/viewer.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/preferences.ts';

/** /userInfo/preferences: settings kept on this device (theater mode, language), open to guests too. */
export const loader = ({ context }: Route.LoaderArgs) => viewerLoader(context);
export const clientLoader = viewerClientLoader;
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userPreferences' });

export default function PreferencesPage({ loaderData }: Route.ComponentProps) {
  return (
    <UserCentrePage
      page="userPreferences"
      serverUid={loaderData.uid}
      publicContent={() => <PreferencesPanel />}
    />
  );
}
