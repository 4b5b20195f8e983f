import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { showToast } from '../../ui/toast-store.ts';
import { askToSignIn } from '../auth/index.ts';
import { canReserve } from './match-page.ts';
import type { RowLive } from './match-row.ts';
import { reservations } from './match-toggles.ts';
import { useScreen } from './ScreenContext.tsx';

/**
 * Reserving a match that has not started (spec section 4: reserve, cancel; not started, in progress,
 * ended, cancelled). Signed in, it calls `match/reserve` or `match/cancelReservation`; a guest is
 * asked to log in. The server refuses what the rules refuse and the API client shows why.
 */
function useReservation(matchId: number, loaded: boolean | undefined) {
  const { t } = useTranslation('matches');
  const { signedIn } = useScreen();
  const reserved = reservations.useValue(matchId, loaded) && signedIn;
  const [busy, setBusy] = useState(false);
  async function toggle() {
    if (!signedIn) {
      askToSignIn(t('loginToReserve'));
      return;
    }
    setBusy(true);
    const wanted = !reserved;
    const now = await reservations.set(matchId, wanted);
    setBusy(false);
    if (now === wanted) showToast(t(now ? 'match.reservationMade' : 'match.reservationCancelled'), 'info');
  }
  return { signedIn, reserved, busy, toggle };
}

/** The match header's button, with words. */
export function ReserveButton(props: {
  matchId: number;
  loaded: boolean | undefined;
  status: RowLive['status'];
}) {
  const { t } = useTranslation('matches');
  const { signedIn, reserved, busy, toggle } = useReservation(props.matchId, props.loaded);
  if (!canReserve(props.status)) return null;
  return (
    <button
      type="button"
      className={reserved ? 'button button--quiet reserve-button' : 'button reserve-button'}
      aria-haspopup={signedIn ? undefined : 'dialog'}
      disabled={busy}
      data-reserved={reserved ? 'true' : undefined}
      onClick={toggle}
    >
      {reserved ? t('match.cancelReservation') : t('match.reserve')}
    </button>
  );
}

/** A list row's bell, in the place of the score until the match starts. */
export function ReserveBell(props: { matchId: number; loaded: boolean | undefined; matchName: string }) {
  const { t } = useTranslation('matches');
  const { signedIn, reserved, busy, toggle } = useReservation(props.matchId, props.loaded);
  return (
    <button
      type="button"
      className="reserve-bell"
      aria-pressed={reserved}
      aria-label={t(reserved ? 'row.unreserve' : 'row.reserve', { match: props.matchName })}
      aria-haspopup={signedIn ? undefined : 'dialog'}
      disabled={busy}
      onClick={toggle}
    />
  );
}
