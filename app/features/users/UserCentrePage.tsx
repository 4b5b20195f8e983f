import type { ReactNode } from 'react';
import { UserCentreLayout } from './UserCentreLayout.tsx';
import { useViewerUid } from './viewer.ts';

/**
 * A user-centre page: the layout, with `children(uid)` for the signed-in user and the sign-in
 * prompt for a guest (nothing private is fetched for a guest: the children are not rendered).
 */
export function UserCentrePage(props: {
  page: string;
  serverUid: number | null;
  children?: (uid: number) => ReactNode;
  publicContent?: (uid: number | null) => ReactNode;
}) {
  const uid = useViewerUid(props.serverUid);
  return (
    <UserCentreLayout page={props.page} signedIn={uid !== null} publicContent={props.publicContent?.(uid)}>
      {uid !== null && props.children?.(uid)}
    </UserCentreLayout>
  );
}
