import { useEffect, useRef } from 'react';
import type { ReservationNotice, ReservedMatchStarted } from '../../../shared/matches/model.ts';
import { userChannel } from '../../../shared/realtime/channels.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { showToast } from '../../ui/toast-store.ts';
import { liveSocket } from '../live/index.ts';
import { useRootData, useViewerUid } from './ScreenContext.tsx';

/** How long a reminder stays on screen: longer than an ordinary notice, it may come at any time. */
export const REMINDER_DURATION_MS = 12_000;

/** Whether something heard on the user's channel is news of a reservation (started, ended, cancelled). */
export function isReservationNotice(data: unknown): data is ReservationNotice {
  const notice = data as Partial<ReservationNotice> | null;
  return (
    (notice?.kind === 'reservedMatchStarted' || notice?.kind === 'reservationChanged') &&
    typeof notice.matchId === 'number'
  );
}

/** Whether it is the kick-off reminder. */
export function isReminder(data: unknown): data is ReservedMatchStarted {
  return isReservationNotice(data) && data.kind === 'reservedMatchStarted';
}

/** The reminder's sentence and link, or null for anything else heard on the user's channel. */
export function reminderOf(
  data: unknown,
  abbrOf: (gameId: number) => string | undefined,
): { match: string; href: string } | null {
  if (!isReminder(data)) return null;
  const notice = data;
  const abbr = abbrOf(notice.gameId);
  if (!abbr) return null;
  const match = notice.home && notice.away ? `${notice.home} – ${notice.away}` : (notice.league ?? '');
  return { match, href: `/${abbr}/${notice.matchId}` };
}

/**
 * Mounted once by the app shell: while someone is signed in, follows their own channel and shows a
 * reminder with a link when a match they reserved kicks off. A sign-in or sign-out opens a new
 * connection, since the server learns who follows the channels when a connection opens.
 */
export function ReservationReminders() {
  const { t } = useTranslation('matches');
  const uid = useViewerUid();
  const games = useRootData()?.games;
  const lastUid = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    const socket = liveSocket();
    if (lastUid.current !== undefined && lastUid.current !== uid) socket.reconnect();
    lastUid.current = uid;
    if (uid === null) return;
    socket.start();
    const abbrOf = (gameId: number) => games?.find((g) => g.gameId === gameId)?.abbr;
    return socket.subscribe(userChannel(uid), (data) => {
      const reminder = reminderOf(data, abbrOf);
      if (!reminder) return;
      showToast(t('reminder.started', { match: reminder.match }), 'info', {
        link: { href: reminder.href, text: t('reminder.open') },
        durationMs: REMINDER_DURATION_MS,
      });
    });
  }, [uid, games, t]);
  return null;
}
