import { useState } from 'react';
import type { PublicProfileWithCounts } from '../../../shared/users/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { Link } from '../../ui/links.tsx';
import { ReportButton, reportUser } from '../posts/index.ts';
import { FollowButton } from './FollowButton.tsx';

export type ProfileList = 'posts' | 'follow' | 'fans';

/**
 * The head of a public profile (`/userInfo/{id}`): avatar, name, level and signature; follow or
 * unfollow (guests get the sign-in dialog); the follows, fans and posts counts linking to their lists;
 * reporting the user (spec section 6 reasons). The viewer's own profile offers "Write a post" instead.
 */
export function ProfileHeader({
  user,
  following,
  viewer,
  current,
}: {
  user: PublicProfileWithCounts;
  following: boolean;
  viewer: number | null;
  current: ProfileList;
}) {
  const { t } = useTranslation('users');
  const { t: tp } = useTranslation('posts');
  const { locale } = usePageContext();
  const [fans, setFans] = useState(user.fans);
  const name = user.username ?? t('profile.fallbackName', { uid: user.uid });
  const own = viewer === user.uid;
  const n = (value: number) => formatNumber(value, locale);
  const counts: { list: ProfileList; href: string; label: string; value: number }[] = [
    {
      list: 'follow',
      href: `/userInfo/${user.uid}?list=follow`,
      label: t('follows.followsLabel'),
      value: user.follows,
    },
    { list: 'fans', href: `/userInfo/${user.uid}?list=fans`, label: t('follows.fansLabel'), value: fans },
    { list: 'posts', href: `/userInfo/${user.uid}`, label: t('follows.postsLabel'), value: user.posts },
  ];
  return (
    <header className="profile-head">
      {user.avatar ? (
        <img className="profile-head__avatar" src={user.avatar} alt="" width={88} height={88} />
      ) : (
        <span className="profile-head__avatar profile-head__avatar--initial" aria-hidden="true">
          {Array.from(name)[0]?.toUpperCase()}
        </span>
      )}
      <div className="profile-head__text">
        <h1 className="profile-head__name">
          <bdi>{name}</bdi>
          <span className="profile-head__level">{t('publicProfile.levelValue', { level: user.level })}</span>
        </h1>
        <p className="profile-head__uid">{t('publicProfile.uid', { uid: user.uid })}</p>
        <p
          className={`profile-head__signature${user.signature ? '' : ' is-empty'}`}
          dir={user.signature ? 'auto' : undefined}
        >
          {user.signature ?? t('publicProfile.noSignature')}
        </p>
        <nav aria-label={t('publicProfile.counts')}>
          <ul className="profile-head__counts">
            {counts.map((count) => (
              <li key={count.list}>
                <Link
                  to={count.href}
                  className="profile-head__count"
                  aria-current={current === count.list ? 'page' : undefined}
                >
                  <strong className="profile-head__number">{n(count.value)}</strong> {count.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="profile-head__actions">
        {own ? (
          <Link to="/userInfo/userPost" className="button">
            {t('publicProfile.writePost')}
          </Link>
        ) : (
          <>
            <FollowButton
              uid={user.uid}
              name={name}
              initial={following}
              viewer={viewer}
              onChange={(result) => setFans(result.fans)}
            />
            <ReportButton
              title={tp('report.userTitle')}
              label={tp('report.reportUser')}
              signedIn={viewer !== null}
              className="button button--quiet"
              send={(reason, detail) => reportUser(user.uid, reason, detail)}
            />
          </>
        )}
      </div>
    </header>
  );
}
