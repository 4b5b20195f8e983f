import { useState } from 'react';
import type { FollowResult } from '../../../shared/users/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { askToSignIn } from '../auth/index.ts';
import { toggleFollow } from './follows-api.ts';
import './follows.css';

/**
 * Follow or unfollow a user (spec section 6: signed-in users follow). A guest is asked to sign in
 * (the login dialog); the viewer's own profile has no button. "Following" turns into "Unfollow" under
 * the pointer or the focus, so what a press does is always said.
 */
export function FollowButton({
  uid,
  name,
  initial,
  viewer,
  onChange,
}: {
  uid: number;
  name: string;
  initial: boolean;
  /** The signed-in viewer's uid, or null for a guest. */
  viewer: number | null;
  onChange?: (result: FollowResult) => void;
}) {
  const { t } = useTranslation('users');
  const [following, setFollowing] = useState(initial);
  const [busy, setBusy] = useState(false);
  if (viewer === uid) return null;

  async function press() {
    if (viewer === null) {
      askToSignIn(t('follows.signIn'));
      return;
    }
    setBusy(true);
    try {
      const result = await toggleFollow(uid);
      setFollowing(result.following);
      onChange?.(result);
    } catch {
      // The API client has shown the failure; the button keeps its state.
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`button follow-button${following ? ' button--quiet follow-button--on' : ''}`}
      aria-pressed={following}
      aria-label={following ? t('follows.unfollowName', { name }) : t('follows.followName', { name })}
      disabled={busy}
      onClick={press}
    >
      {following ? (
        <>
          <span className="follow-button__state">{t('follows.following')}</span>
          <span className="follow-button__undo">{t('follows.unfollow')}</span>
        </>
      ) : (
        t('follows.follow')
      )}
    </button>
  );
}
