import { FeedbackPanel } from '../../features/feedback/FeedbackPanel.tsx';
import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { viewerClientLoader } from '../../features/users/viewer.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/feedback.ts';

/** /userInfo/feedback: write to the operator and read the replies (signed-in users). */
export const loader = ({ context }: Route.LoaderArgs) => viewerLoader(context);
export const clientLoader = viewerClientLoader;
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userFeedback' });

export default function FeedbackPage({ loaderData }: Route.ComponentProps) {
  return (
    <UserCentrePage page="userFeedback" serverUid={loaderData.uid}>
      {(uid) => <FeedbackPanel uid={uid} />}
    </UserCentrePage>
  );
}
