import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { failureText } from '../../lib/api.ts';
import { ApiFailure } from '../../lib/api-client.ts';
import { useClientState } from '../../store/client-store.ts';
import { showToast } from '../../ui/toast-store.ts';
import { pcLoginByAccount, socialLoginInfo } from './auth-api.ts';
import { currentChannelCode, loginChannelRules } from './channel.ts';
import { useCountdown } from './countdown.ts';
import { type LoginForms, loadedLoginForms, loadLoginForms } from './login-forms.ts';
import type { NewerEntry } from './NewerLogin.tsx';
import {
  closeLoginModal,
  completeSignIn,
  hydrateSession,
  openBindPhone,
  openLoginModal,
  registrationBonusOf,
} from './session.ts';
import { useSignInFacts } from './sign-in-facts.ts';
import { detectSocialReturn, type SocialReturn, takeOlderSocial, withoutAuthParams } from './social.ts';
import { useWelcomeToast } from './welcome.ts';
import './auth.css';

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
async function finishSocialLogin(
  found: SocialReturn,
  show: (entry: NewerEntry) => void,
  welcomeBonus: (bonus: number) => void,
): Promise<void> {
  try {
    const result = await socialLoginInfo({ ...found, isFrom: window.location.pathname });
    completeSignIn(result);
    if (result?.newUser === true) show({ panel: 'register', bonus: registrationBonusOf(result) });
    else {
      welcomeBonus(registrationBonusOf(result));
      clearAuthParams();
    }
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
 * The older dialog's QQ/WeChat return (pcLoginByAccount): a linked account is signed in; otherwise
 * the bind-phone view (modelState 3) takes over with what the provider said about the account.
 */
async function finishOlderSocialLogin(
  found: { type: number; code: string; state?: string },
  fail: (message: string) => void,
  welcomeBonus: (bonus: number) => void,
): Promise<void> {
  try {
    const result = await pcLoginByAccount({ ...found, isFrom: window.location.pathname });
    clearAuthParams();
    if ('token' in result) {
      completeSignIn(result);
      welcomeBonus(registrationBonusOf(result));
    } else openBindPhone(result);
  } catch (error) {
    fail(failureText(error));
  }
}

/** The QQ/WeChat type the older dialog noted before leaving, when this is the return from it. */
function olderSocialReturn(found: SocialReturn | null): number | null {
  if (!found || !('code' in found)) return null;
  try {
    return takeOlderSocial();
  } catch {
    return null;
  }
}

/**
 * The login dialog, mounted once by the app shell: a modal `<dialog>` over any page, opened through
 * the client store's `loginModal.showModel`. The browser traps the focus and closes it on Escape.
 * Its content is mounted only while it is open, so every opening starts afresh; the code countdown
 * lives here so that closing and reopening does not unlock it. Its panels load on the first opening
 * (login-forms.ts); until they are here the dialog stays closed.
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const loginModal = useClientState((s) => s.loginModal);
  const [forms, setForms] = useState<LoginForms | null>(loadedLoginForms);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const countdown = useCountdown();
  // The return is handled once, on mount; the welcome it may say is the latest render's.
  const welcomeToast = useWelcomeToast();
  const welcome = useRef(welcomeToast);
  welcome.current = welcomeToast;
  // Only the providers the server has credentials for (root data), narrowed by the channel rules.
  const { socialProviders } = useSignInFacts();
  const [channelCode, setChannelCode] = useState<string | null>(null);
  const rules = useMemo(
    () => loginChannelRules(channelCode, socialProviders),
    [channelCode, socialProviders],
  );
  const [entry, setEntry] = useState<NewerEntry>({ panel: 'chooser' });
  const [olderError, setOlderError] = useState<string | null>(null);

  useEffect(() => {
    const welcomeBonus = (bonus: number) => welcome.current(bonus);
    setChannelCode(currentChannelCode());
    const found = detectSocialReturn(window.location.search);
    // The shell has set up the API client while rendering, before any effect runs.
    hydrateSession();
    const olderType = olderSocialReturn(found);
    if (found && 'code' in found && olderType !== null) {
      void finishOlderSocialLogin(
        { type: olderType, code: found.code, state: found.state },
        (message) => {
          setOlderError(message);
          openLoginModal(1);
        },
        welcomeBonus,
      );
    } else if (found) {
      void finishSocialLogin(
        found,
        (next) => {
          setEntry(next);
          openLoginModal(1);
        },
        welcomeBonus,
      );
    }
  }, []);

  // The first opening loads the panels; a failed load closes the request and says so.
  useEffect(() => {
    if (!loginModal.showModel || forms) return;
    let current = true;
    loadLoginForms().then(
      (module) => current && setForms(module),
      () => {
        if (!current) return;
        closeLoginModal();
        showToast(t('errors:networkError'));
      },
    );
    return () => {
      current = false;
    };
  }, [loginModal.showModel, forms, t]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (loginModal.showModel && forms && !dialog.open) dialog.showModal();
    else if (!loginModal.showModel && dialog.open) dialog.close();
  }, [loginModal.showModel, forms]);

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
        setOlderError(null);
      }}
    >
      {loginModal.showModel &&
        forms &&
        (rules.variant === 'newer' ? (
          <forms.NewerLogin
            titleId={titleId}
            entry={entry}
            providers={rules.providers}
            countdown={countdown}
            onClose={close}
          />
        ) : (
          <forms.OlderLogin
            titleId={titleId}
            modelState={loginModal.modelState}
            modelTitle={loginModal.modelTitle}
            countdown={countdown}
            providers={rules.olderProviders}
            error={olderError}
            onClose={close}
          />
        ))}
    </dialog>
  );
}
