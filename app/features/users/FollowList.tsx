import { useState } from 'react';
import type { FollowPage } from '../../../shared/users/contract.ts';
import type { FollowListType } from '../../../shared/users/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/links.tsx';
import { RemoteState } from '../../ui/RemoteState.tsx';
import { FollowButton } from './FollowButton.tsx';
import { fetchFollowList } from './follows-api.ts';

/**
 * Whom a user follows, or their fans: name, avatar, level and signature, each with the viewer's
 * follow button; 20 at a time, "Load more" for the next. `initial` is the first page when the page's
 * loader read it (the public profile); without it the list is read in the browser (the user centre).
 */
export function FollowList({
  uid,
  type,
  viewer,
  initial,
}: {
  uid: number;
  type: FollowListType;
  viewer: number | null;
  initial?: FollowPage;
}) {
  const first = useRemote(initial ? null : `follows:${uid}:${type}:${viewer ?? 0}`, () =>
    fetchFollowList(uid, type, 1),
  );
  const loaded = initial ?? (first.remote.state === 'ready' ? first.remote.data : null);
  if (!loaded) return <RemoteState remote={first.remote} onRetry={first.reload} />;
  return <Rows key={`${uid}:${type}`} uid={uid} type={type} viewer={viewer} first={loaded} />;
}

function Rows({
  uid,
  type,
  viewer,
  first,
}: {
  uid: number;
  type: FollowListType;
  viewer: number | null;
  first: FollowPage;
}) {
  const { t } = useTranslation('users');
  const [pages, setPages] = useState<FollowPage[]>([first]);
  const [busy, setBusy] = useState(false);
  const last = pages.at(-1) ?? first;
  const rows = pages.flatMap((p) => p.list);
  // A page read later may repeat someone a follow in between moved across the page boundary.
  const unique = [...new Map(rows.map((row) => [row.uid, row])).values()];
  if (unique.length === 0) {
    return <EmptyState message={t(type === 'follow' ? 'follows.emptyFollows' : 'follows.emptyFans')} />;
  }
  return (
    <>
      <ul className="follow-list">
        {unique.map((row) => {
          const name = row.username ?? t('profile.fallbackName', { uid: row.uid });
          return (
            <li key={row.uid} className="follow-list__item">
              <Link to={`/userInfo/${row.uid}`} className="follow-list__person">
                {row.avatar ? (
                  <img className="follow-list__avatar" src={row.avatar} alt="" width={44} height={44} />
                ) : (
                  <span className="follow-list__avatar follow-list__avatar--initial" aria-hidden="true">
                    {Array.from(name)[0]?.toUpperCase()}
                  </span>
                )}
                <span className="follow-list__text">
                  <span className="follow-list__name">
                    <bdi>{name}</bdi>
                    <span className="follow-list__level">
                      {t('publicProfile.levelValue', { level: row.level })}
                    </span>
                  </span>
                  {row.signature && (
                    <span className="follow-list__signature" dir="auto">
                      {row.signature}
                    </span>
                  )}
                </span>
              </Link>
              <FollowButton uid={row.uid} name={name} initial={row.followed} viewer={viewer} />
            </li>
          );
        })}
      </ul>
      {last.page * last.size < last.total && (
        <button
          type="button"
          className="button button--quiet follow-list__more"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              const next = await fetchFollowList(uid, type, last.page + 1);
              setPages((current) => [...current, next]);
            } catch {
              // The API client has shown the failure; the button stays for another try.
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('follows.more')}
        </button>
      )}
    </>
  );
}
