import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast-store.ts';
import { askToSignIn } from '../auth/session.ts';
import { canReserve, type MatchPageData } from './match-page.ts';
import { cancelReservation, reserveMatch } from './matches-api.ts';
import { useScreen } from './ScreenContext.tsx';

/**
 * Reserve a match that has not started (spec section 4: reserve, cancel; not started, in progress,
 * ended, cancelled). Signed in, it calls `match/reserve` or `match/cancelReservation`; a guest is
 * asked to log in. The server refuses what the rules refuse and the API client shows why.
 */
export function ReserveButton({ match, status }: { match: MatchPageData; status: MatchPageData['status'] }) {
  const { t } = useTranslation('matches');
  const { signedIn } = useScreen();
  const [state, setState] = useState(match.reservation ?? null);
  const [busy, setBusy] = useState(false);
  if (!canReserve(status)) return null;
  const reserved = signedIn && state === 'not_started';
  async function toggle() {
    if (!signedIn) {
      askToSignIn(t('loginToReserve'));
      return;
    }
    setBusy(true);
    try {
      const result = reserved ? await cancelReservation(match.id) : await reserveMatch(match.id);
      setState(result.state);
      showToast(
        t(result.state === 'cancelled' ? 'match.reservationCancelled' : 'match.reservationMade'),
        'info',
      );
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  }
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
