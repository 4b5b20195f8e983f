import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { failureText } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form.tsx';
import { socialLoginUrl } from './auth-api.ts';
import { BindEmailForm } from './BindEmailForm.tsx';
import type { SocialProvider } from './channel.ts';
import type { Countdown } from './countdown.ts';
import { AgreementField, PanelHeader, useFieldErrors } from './fields.tsx';
import { type FormMode, type IdentifierKind, LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { SOCIAL_LOGIN_TYPES } from './social.ts';
import { validateAgreement } from './validation.ts';
import { useWelcomeToast } from './welcome.ts';

/** Where the newer dialog starts: the chooser (with a failed social sign-in's message), or a later step. */
export type NewerEntry =
  | { panel: 'chooser'; error?: string }
  | { panel: 'register'; bonus: number }
  | { panel: 'bindEmail'; socialId: string };

type Panel = 'chooser' | 'form' | 'register' | 'bindEmail';

/**
 * The newer dialog (spec section 4): loginPanel 1, the method chooser, goes to 2, the form. After a
 * sign-in with newUser true the register step follows; with newUser false the dialog closes.
 */
export function NewerLogin(props: {
  titleId: string;
  entry: NewerEntry;
  providers: readonly SocialProvider[];
  countdown: Countdown;
  onClose: () => void;
}) {
  const [panel, setPanel] = useState<Panel>(props.entry.panel);
  const [kind, setKind] = useState<IdentifierKind>(1);
  const [mode, setMode] = useState<FormMode>(1);
  const [agreed, setAgreed] = useState(false);
  const welcomeBonus = useWelcomeToast();
  // The registration bonus this sign-up earned: the register step welcomes the new user with it.
  const [bonus, setBonus] = useState(props.entry.panel === 'register' ? props.entry.bonus : 0);
  const signedIn = (newUser: boolean, credited: number) => {
    if (newUser) {
      setBonus(credited);
      setPanel('register');
      return;
    }
    welcomeBonus(credited);
    props.onClose();
  };
  const toChooser = () => setPanel('chooser');

  if (panel === 'register') {
    return (
      <RegisterForm
        titleId={props.titleId}
        bonus={bonus}
        onDone={props.onClose}
        onSkip={() => {
          toChooser();
          props.onClose();
        }}
      />
    );
  }
  if (panel === 'bindEmail' && props.entry.panel === 'bindEmail') {
    return (
      <BindEmailForm
        titleId={props.titleId}
        socialId={props.entry.socialId}
        countdown={props.countdown}
        onBack={toChooser}
        onClose={props.onClose}
        onSignedIn={signedIn}
      />
    );
  }
  if (panel === 'form') {
    return (
      <LoginForm
        titleId={props.titleId}
        kind={kind}
        mode={mode}
        onModeChange={setMode}
        agreed={agreed}
        onAgreedChange={setAgreed}
        countdown={props.countdown}
        onBack={toChooser}
        onClose={props.onClose}
        onSignedIn={signedIn}
      />
    );
  }
  return (
    <Chooser
      titleId={props.titleId}
      error={props.entry.panel === 'chooser' ? props.entry.error : undefined}
      providers={props.providers}
      agreed={agreed}
      onAgreedChange={setAgreed}
      onChoose={(chosen) => {
        setKind(chosen);
        setMode(1);
        setPanel('form');
      }}
      onClose={props.onClose}
    />
  );
}

function Chooser(props: {
  titleId: string;
  error?: string;
  providers: readonly SocialProvider[];
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onChoose: (kind: IdentifierKind) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDivElement>(null);
  const errors = useFieldErrors<'agreement'>(ref);
  const [serverError, setServerError] = useState<string | null>(props.error ?? null);
  const [pending, setPending] = useState<SocialProvider | null>(null);

  async function social(provider: SocialProvider) {
    setServerError(null);
    if (errors.refuse({ agreement: validateAgreement(props.agreed) })) return;
    setPending(provider);
    try {
      const { url } = await socialLoginUrl(SOCIAL_LOGIN_TYPES[provider], window.location.pathname);
      window.location.assign(url);
    } catch (error) {
      setServerError(failureText(error));
      setPending(null);
    }
  }

  return (
    <>
      <PanelHeader titleId={props.titleId} title={t('title.chooser')} onClose={props.onClose} />
      <div ref={ref} className="auth-chooser">
        <p className="auth-intro">{t('chooser.intro')}</p>
        <button type="button" className="auth-method" onClick={() => props.onChoose(2)}>
          {t('chooser.phone')}
        </button>
        <button type="button" className="auth-method" onClick={() => props.onChoose(1)}>
          {t('chooser.email')}
        </button>
        {props.providers.length > 0 && <p className="auth-divider">{t('chooser.or')}</p>}
        {props.providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`auth-method auth-method--${provider}`}
            disabled={pending !== null}
            aria-busy={pending === provider || undefined}
            onClick={() => social(provider)}
          >
            {t(`chooser.${provider}`)}
          </button>
        ))}
        <AgreementField
          checked={props.agreed}
          onChange={(agreed) => {
            props.onAgreedChange(agreed);
            if (agreed) errors.clear('agreement');
          }}
          error={errors.message('agreement')}
        />
        <FormMessage error={serverError} />
        <button type="button" className="auth-link auth-guest" onClick={props.onClose}>
          {t('chooser.guest')}
        </button>
      </div>
    </>
  );
}
