import { SecurityPanel } from '../../features/users/SecurityPanel.tsx';
import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { viewerClientLoader } from '../../features/users/viewer.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/setting.ts';

/** /userInfo/setting: the security centre. */
export const loader = ({ context }: Route.LoaderArgs) => viewerLoader(context);
export const clientLoader = viewerClientLoader;
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userSetting' });

export default function SecurityPage({ loaderData }: Route.ComponentProps) {
  return (
    <UserCentrePage page="userSetting" serverUid={loaderData.uid}>
      {(uid) => <SecurityPanel uid={uid} />}
    </UserCentrePage>
  );
}
