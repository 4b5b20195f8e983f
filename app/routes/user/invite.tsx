import { InvitationPanel } from '../../features/users/InvitationPanel.tsx';
import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { viewerClientLoader } from '../../features/users/viewer.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/invite.ts';

/** /userInfo/invite: the invitation link and the invitation record (signed-in users). */
export const loader = ({ context }: Route.LoaderArgs) => viewerLoader(context);
export const clientLoader = viewerClientLoader;
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userInvite' });

export default function InvitePage({ loaderData }: Route.ComponentProps) {
  return (
    <UserCentrePage page="userInvite" serverUid={loaderData.uid}>
      {(uid) => <InvitationPanel uid={uid} />}
    </UserCentrePage>
  );
}
