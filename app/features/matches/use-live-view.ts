import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isLive, type MatchLiveState } from '../../../shared/matches/model.ts';
import { viewerToday } from '../../../shared/time/viewer-day.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { liveSocket } from '../live/index.ts';
import { liveStore, seedStore, stateFromMessage } from './live-store.ts';
import type { RowLive } from './match-row.ts';
import { msUntilNextMidnight } from './viewer-day.ts';
import type { ViewerZoneDay } from './views.ts';

/** Which list a status belongs in: in play, still to come, or over. */
function statusGroup(status: MatchLiveState['status']): 'live' | 'upcoming' | 'over' {
  if (isLive(status)) return 'live';
  return status === 'finished' || status === 'cancelled' ? 'over' : 'upcoming';
}

/** After a change of who belongs in a list, the list is fetched again at most this often. */
const MEMBERSHIP_REFRESH_MS = 4000;

export interface LiveViewOptions<V extends ViewerZoneDay> {
  /** The loader's view (rendered on the server in the zone of the `tz` cookie). */
  view: V;
  /** Builds the same view through `/java` for the browser's zone and today. */
  fetch: (zone: ViewerZoneDay) => Promise<V>;
  rows: (view: V) => readonly (RowLive & { id: number })[];
  /** `live:all`, `game:<id>:live` or `match:<id>`. */
  channels: readonly string[];
  /**
   * Lists by status (in play, upcoming, finished): a match coming into play that is not shown, or a
   * shown one moving to another group, brings a fresh list a moment later.
   */
  followMembership?: boolean;
  /** The loader's view is only a first screenful: the whole view is fetched at once. */
  partial?: boolean;
}

/**
 * A live-score screen's data in the browser:
 * - the loader's view until the browser knows better: when its zone or its today differ from the
 *   server's (first visit, before the `tz` cookie existed), the view is fetched again for them;
 * - pushed states on `channels` go to the live store, which keeps a state only when its `seq` is
 *   greater (rows re-render one by one);
 * - every time the socket (re)connects, what was pushed meanwhile is lost: a snapshot of the view
 *   is fetched and handed to the store, which again keeps only newer states;
 * - at the viewer's midnight the view is fetched for the new day.
 */
export function useLiveView<V extends ViewerZoneDay>(options: LiveViewOptions<V>) {
  const loaderView = options.view;
  const [fresh, setFresh] = useState<{ from: V; view: V } | null>(null);
  const view = fresh?.from === loaderView ? fresh.view : loaderView;

  const latest = useRef(options);
  latest.current = options;
  const shown = useRef(new Set<number>());
  const inFlight = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });

  const refresh = useCallback(async () => {
    const flight = inFlight.current;
    if (flight.running) {
      flight.again = true;
      return;
    }
    flight.running = true;
    try {
      do {
        flight.again = false;
        const from = latest.current.view;
        const tz = browserTimeZone() ?? from.tz;
        try {
          const view = await latest.current.fetch({ tz, today: viewerToday(tz) });
          // A whole list (the home page's rest after its first screenful, a day's matches) renders
          // in slices the browser can interrupt, not as one long task (issue 12: total blocking time).
          startTransition(() => setFresh({ from, view }));
        } catch {
          // Offline or the server is away: the page keeps what it shows; the next (re)connect retries.
        }
      } while (flight.again);
    } finally {
      flight.running = false;
    }
  }, []);

  useEffect(() => {
    const rows = options.rows(view);
    shown.current = new Set(rows.map((r) => r.id));
    seedStore(rows);
  }, [view, options.rows]);

  // The server rendered with the cookie's zone (or the brand's): correct it for this browser; and a
  // first screenful is completed.
  const partial = options.partial ?? false;
  useEffect(() => {
    const tz = browserTimeZone();
    if (partial || (tz && (tz !== loaderView.tz || viewerToday(tz) !== loaderView.today))) void refresh();
  }, [loaderView, partial, refresh]);

  // A new day at the viewer's midnight (armed again once the view is of the new day).
  const { tz, today } = view;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `today` re-arms the timer for the next midnight
  useEffect(() => {
    const timer = setTimeout(() => void refresh(), msUntilNextMidnight(tz) + 250);
    return () => clearTimeout(timer);
  }, [tz, today, refresh]);

  const channelKey = options.channels.join(' ');
  useEffect(() => {
    const socket = liveSocket();
    socket.start();
    let membershipTimer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (data: unknown) => {
      const state = stateFromMessage(data);
      if (!state) return;
      const before = liveStore.get(state.matchId);
      if (!liveStore.apply(state) || !latest.current.followMembership) return;
      const moved = shown.current.has(state.matchId)
        ? before !== undefined && statusGroup(before.status) !== statusGroup(state.status)
        : isLive(state.status);
      if (moved && membershipTimer === undefined) {
        membershipTimer = setTimeout(() => {
          membershipTimer = undefined;
          void refresh();
        }, MEMBERSHIP_REFRESH_MS);
      }
    };
    const offs = channelKey.split(' ').map((channel) => socket.subscribe(channel, onMessage));
    const offOpen = socket.onOpen(() => void refresh());
    return () => {
      clearTimeout(membershipTimer);
      offOpen();
      for (const off of offs) off();
    };
  }, [channelKey, refresh]);

  return view;
}
