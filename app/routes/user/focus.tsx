import { useLocation } from 'react-router';
import { FollowedMatches } from '../../features/matches/FollowedMatches.tsx';
import { TabLinks } from '../../features/matches/TabLinks.tsx';
import { FollowList } from '../../features/users/FollowList.tsx';
import { UserCentrePage } from '../../features/users/UserCentrePage.tsx';
import { viewerLoader } from '../../features/users/viewer.server.ts';
import { viewerClientLoader } from '../../features/users/viewer.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageHead } from '../../seo/head.ts';
import type { Route } from './+types/focus.ts';

/**
 * /userInfo/focus, "my follows": the users I follow and my fans (tabs with their own addresses,
 * `?tab=fans`), and below them the matches I starred (the favourites of the match lists,
 * `match/attention`): issue 12 found the page saying "you follow nothing" while matches were starred.
 */
export const loader = ({ context }: Route.LoaderArgs) => viewerLoader(context);
export const clientLoader = viewerClientLoader;
export const meta: Route.MetaFunction = (args) => pageHead(args, { page: 'userFocus' });

const TABS = ['users', 'fans'] as const;
type Tab = (typeof TABS)[number];
const TAB_TEXT: Record<Tab, string> = { users: 'follows.tabUsers', fans: 'follows.tabFans' };
const PANEL = 'focus-panel';

export default function FocusPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('users');
  const { search } = useLocation();
  const asked = new URLSearchParams(search).get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'users';
  return (
    <UserCentrePage page="userFocus" serverUid={loaderData.uid}>
      {(uid) => (
        <div className="focus-page">
          <TabLinks
            label={t('follows.tabs')}
            className="focus-tabs"
            panelId={PANEL}
            current={tab}
            tabs={TABS.map((id) => ({
              id,
              href: id === 'users' ? '/userInfo/focus' : `/userInfo/focus?tab=${id}`,
              text: t(TAB_TEXT[id]),
            }))}
          />
          <div
            id={PANEL}
            role="tabpanel"
            aria-labelledby={`${PANEL}-tab-${tab}`}
            className="focus-page__panel"
          >
            <FollowList uid={uid} type={tab === 'users' ? 'follow' : 'fans'} viewer={uid} />
          </div>
          <FollowedMatches uid={uid} />
        </div>
      )}
    </UserCentrePage>
  );
}
