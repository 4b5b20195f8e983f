import { useId, useState } from 'react';
import type { MatchPage } from '../../../shared/matches/model.ts';
import { matchChannels } from '../../../shared/realtime/channels.ts';
import { viewerToday } from '../../../shared/time/viewer-day.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { api, backgroundApi } from '../../lib/api.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/links.tsx';
import { RemoteState } from '../../ui/RemoteState.tsx';
import { seedStore } from './live-store.ts';
import { MatchGroups } from './MatchLists.tsx';
import { type MatchRow, toMatchRow } from './match-row.ts';
import { ScreenProvider } from './ScreenContext.tsx';
import { useLiveView } from './use-live-view.ts';
import type { ViewerZoneDay } from './views.ts';
import './matches.css';

/** The matches the user follows, one page of them. */
interface FollowsView extends ViewerZoneDay {
  rows: MatchRow[];
  page: number;
  hasMore: boolean;
}

export const FOLLOWS_PAGE_SIZE = 50;

/**
 * `GET match/attention`: the user's favourite matches, latest start first, from the same table the
 * stars of every list read and write (`match_favourites`). The viewer's own requests show failures;
 * the page's refreshes (a reconnect of the live socket) do not.
 */
async function fetchFollows(zone: ViewerZoneDay, page: number, quiet: boolean): Promise<FollowsView> {
  const client = quiet ? backgroundApi() : api();
  const result = await client.get<MatchPage>('/match/attention', { page, size: FOLLOWS_PAGE_SIZE });
  return { ...zone, rows: result.list.map(toMatchRow), page: result.page, hasMore: result.hasMore };
}

function browserZoneDay(): ViewerZoneDay {
  const tz = browserTimeZone() ?? 'UTC';
  return { tz, today: viewerToday(tz) };
}

/**
 * My follows (`/userInfo/focus`, spec section 2 "User centre: … my follows"): the matches the user
 * starred, with their live state and the star to stop following; "you follow no matches" only when
 * the server holds none. A match unstarred here keeps its row (its star off) until the next visit,
 * so a slip of the finger is undone with one more tap.
 */
export function FollowedMatches({ uid }: { uid: number }) {
  const { t } = useTranslation('matches');
  const headingId = useId();
  const first = useRemote(`follows:${uid}`, () => fetchFollows(browserZoneDay(), 1, false));
  return (
    <section className="followed-matches" aria-labelledby={headingId}>
      <h2 id={headingId} className="followed-matches__heading">
        {t('follows.matches')}
      </h2>
      {first.remote.state === 'ready' ? (
        <FollowsList loaded={first.remote.data} />
      ) : (
        <RemoteState remote={first.remote} onRetry={first.reload} />
      )}
    </section>
  );
}

function FollowsList({ loaded }: { loaded: FollowsView }) {
  const { t } = useTranslation('matches');
  const [renderedAt] = useState(() => Date.now());
  const view = useLiveView({
    view: loaded,
    fetch: (zone) => fetchFollows(zone, 1, true),
    rows: (v) => v.rows,
    channels: [matchChannels.allLive],
  });
  const [extra, setExtra] = useState<{
    from: FollowsView;
    rows: MatchRow[];
    page: number;
    hasMore: boolean;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const more = extra?.from === view ? extra : null;
  const rows = more?.rows ?? view.rows;
  const hasMore = more?.hasMore ?? view.hasMore;

  if (rows.length === 0) {
    return (
      <div className="followed-matches__empty">
        <EmptyState message={t('follows.empty')} />
        <Link to="/match" className="button button--quiet">
          {t('follows.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ScreenProvider tz={view.tz} renderedAt={renderedAt}>
      <MatchGroups rows={rows} brandPins={[]} showSport level={3} withDay empty={t('follows.empty')} />
      {hasMore && (
        <button
          type="button"
          className="button button--quiet match-more"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              const page = (more?.page ?? view.page) + 1;
              const next = await fetchFollows(view, page, false);
              seedStore(next.rows);
              const known = new Set(rows.map((r) => r.id));
              setExtra({
                from: view,
                rows: [...rows, ...next.rows.filter((r) => !known.has(r.id))],
                page,
                hasMore: next.hasMore,
              });
            } catch {
              // The API client has shown the failure; the button stays for another try.
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('loadMore')}
        </button>
      )}
    </ScreenProvider>
  );
}
