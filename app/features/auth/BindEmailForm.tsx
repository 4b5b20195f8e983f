import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindEmail, sendEmailCode } from './auth-api.ts';
import { type Countdown, sendCodeAndCount } from './countdown.ts';
import { CodeField, FormMessage, failureText, PanelHeader, TextField, useFieldErrors } from './fields.tsx';
import { completeSignIn } from './session.ts';
import { validateCode, validateEmail } from './validation.ts';

/**
 * Spec section 8: "errorCode 2010 on social login means the social account is not bound to an
 * email. The user is told to bind an email, and the returned message holds the social id."
 */
export function BindEmailForm(props: {
  titleId: string;
  socialId: string;
  countdown: Countdown;
  onBack: () => void;
  onClose: () => void;
  onSignedIn: (newUser: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors<'email' | 'code'>(formRef);

  async function sendCode() {
    setServerError(null);
    setInfo(null);
    if (errors.refuse({ email: validateEmail(email) })) return;
    await sendCodeAndCount(
      () => sendEmailCode(email.trim()),
      props.countdown,
      t('code.sent'),
      { setSending, setInfo, setServerError },
      failureText,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    setInfo(null);
    if (errors.refuse({ email: validateEmail(email), code: validateCode(code) })) return;
    setSubmitting(true);
    try {
      const result = await bindEmail({
        checkCode: code.trim(),
        email: email.trim(),
        twitterId: props.socialId,
      });
      completeSignIn(result);
      props.onSignedIn(result?.newUser === true);
    } catch (error) {
      setServerError(failureText(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <PanelHeader
        titleId={props.titleId}
        title={t('title.bindEmail')}
        onBack={props.onBack}
        onClose={props.onClose}
      />
      <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
        <p className="auth-intro">{t('bindEmail.intro')}</p>
        <TextField
          label={t('field.email')}
          placeholder={t('field.emailPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          value={email}
          onChange={(value) => {
            setEmail(value);
            errors.clear('email');
          }}
          error={errors.message('email')}
        />
        <CodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            errors.clear('code');
          }}
          error={errors.message('code')}
          seconds={props.countdown.seconds}
          sending={sending}
          onSend={sendCode}
        />
        <FormMessage error={serverError} info={info} />
        <button
          type="submit"
          className="button auth-submit"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {t('action.bind')}
        </button>
      </form>
    </>
  );
}
