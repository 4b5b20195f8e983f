import { useEffect, useId, useRef, useState } from 'react';
import { ApiFailure } from '../../lib/api-client.ts';
import { useClientState } from '../../store/client-store.ts';
import { socialLoginInfo } from './auth-api.ts';
import { currentChannelCode, type LoginChannelRules, loginChannelRules } from './channel.ts';
import { useCountdown } from './countdown.ts';
import { failureText } from './fields.tsx';
import { type NewerEntry, NewerLogin } from './NewerLogin.tsx';
import { OlderLogin } from './OlderLogin.tsx';
import { closeLoginModal, completeSignIn, hydrateSession, openLoginModal } from './session.ts';
import { detectSocialReturn, type SocialReturn, withoutAuthParams } from './social.ts';

/** Spec section 8: "errorCode 2010 on social login means the social account is not bound to an email." */
const NOT_BOUND_TO_EMAIL = 2010;

/** "Closing the modal clears code/state parameters from the address bar." */
function clearAuthParams(): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const clean = withoutAuthParams(window.location.href);
  // The router keeps its own entry data in history.state; it stays as it was.
  if (clean !== here) window.history.replaceState(window.history.state, '', clean);
}

/**
 * "The provider redirects back carrying code, state or oauth_token. The page detects them on load
 * and completes login." The dialog opens only when there is something left to do or to say.
 */
async function finishSocialLogin(found: SocialReturn, show: (entry: NewerEntry) => void): Promise<void> {
  try {
    const result = await socialLoginInfo({ ...found, isFrom: window.location.pathname });
    completeSignIn(result);
    if (result?.newUser === true) show({ panel: 'register' });
    else clearAuthParams();
  } catch (error) {
    if (error instanceof ApiFailure && error.errorCode === NOT_BOUND_TO_EMAIL) {
      // The failure's `msg` carries the social id the bind-email call needs (its errorMsg is the sentence).
      show({ panel: 'bindEmail', socialId: error.msg || error.message });
    } else {
      show({ panel: 'chooser', error: failureText(error) });
    }
  }
}

/**
 * The login dialog, mounted once by the app shell: a modal `<dialog>` over any page, opened through
 * the client store's `loginModal.showModel`. The browser traps the focus and closes it on Escape.
 * Its content is mounted only while it is open, so every opening starts afresh; the code countdown
 * lives here so that closing and reopening does not unlock it.
 */
export function LoginDialog() {
  const loginModal = useClientState((s) => s.loginModal);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const countdown = useCountdown();
  const [rules, setRules] = useState<LoginChannelRules>(() => loginChannelRules(null));
  const [entry, setEntry] = useState<NewerEntry>({ panel: 'chooser' });

  useEffect(() => {
    setRules(loginChannelRules(currentChannelCode()));
    const found = detectSocialReturn(window.location.search);
    // The shell has set up the API client while rendering, before any effect runs.
    hydrateSession();
    if (found) {
      void finishSocialLogin(found, (next) => {
        setEntry(next);
        openLoginModal(1);
      });
    }
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (loginModal.showModel && !dialog.open) dialog.showModal();
    else if (!loginModal.showModel && dialog.open) dialog.close();
  }, [loginModal.showModel]);

  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      className="auth-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        closeLoginModal();
        clearAuthParams();
        setEntry({ panel: 'chooser' });
      }}
    >
      {loginModal.showModel &&
        (rules.variant === 'newer' ? (
          <NewerLogin
            titleId={titleId}
            entry={entry}
            providers={rules.providers}
            countdown={countdown}
            onClose={close}
          />
        ) : (
          <OlderLogin
            titleId={titleId}
            modelState={loginModal.modelState}
            modelTitle={loginModal.modelTitle}
            countdown={countdown}
            onClose={close}
          />
        ))}
    </dialog>
  );
}
