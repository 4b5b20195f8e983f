import { ReservationsPanel } from '../../features/matches/ReservationsPanel.tsx';
import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { viewerClientLoader } from '../../features/users/viewer.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/reservations.ts';

/** /userInfo/send: my reservations (spec section 3 "Reservation: match, home, away, time, status"). */
export const loader = ({ context }: Route.LoaderArgs) => viewerLoader(context);
export const clientLoader = viewerClientLoader;
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userSend' });

export default function ReservationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <UserCentrePage page="userSend" serverUid={loaderData.uid}>
      {(uid) => <ReservationsPanel uid={uid} />}
    </UserCentrePage>
  );
}
