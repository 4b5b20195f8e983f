import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { viewerClientLoader } from '../../features/users/viewer.ts';
import { WalletPanel } from '../../features/wallet/WalletPanel.tsx';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/water.ts';

/** /userInfo/water: coin and diamond details. */
export const loader = ({ context }: Route.LoaderArgs) => viewerLoader(context);
export const clientLoader = viewerClientLoader;
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userWater' });

export default function WalletPage({ loaderData }: Route.ComponentProps) {
  return (
    <UserCentrePage page="userWater" serverUid={loaderData.uid}>
      {(uid) => <WalletPanel uid={uid} />}
    </UserCentrePage>
  );
}
