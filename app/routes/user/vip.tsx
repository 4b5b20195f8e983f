import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { VipBenefits, VipStatus } from '../../features/users/VipPanel.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { viewerClientLoader } from '../../features/users/viewer.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/vip.ts';

/** /userInfo/vip: membership status and what VIP and SVIP give; guests see the benefits too. */
export const loader = ({ context }: Route.LoaderArgs) => viewerLoader(context);
export const clientLoader = viewerClientLoader;
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userVip' });

export default function VipPage({ loaderData }: Route.ComponentProps) {
  return (
    <UserCentrePage
      page="userVip"
      serverUid={loaderData.uid}
      publicContent={(uid) => <VipBenefits signedIn={uid !== null} />}
    >
      {(uid) => <VipStatus uid={uid} />}
    </UserCentrePage>
  );
}
