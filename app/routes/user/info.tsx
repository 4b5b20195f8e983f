import { ProfilePanel } from '../../features/users/ProfilePanel.tsx';
import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { viewerClientLoader } from '../../features/users/viewer.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/info.ts';

/** /userInfo/info: profile, avatar, balances and signature. */
export const loader = ({ context }: Route.LoaderArgs) => viewerLoader(context);
export const clientLoader = viewerClientLoader;
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userInfo' });

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  return (
    <UserCentrePage page="userInfo" serverUid={loaderData.uid}>
      {(uid) => <ProfilePanel uid={uid} />}
    </UserCentrePage>
  );
}
