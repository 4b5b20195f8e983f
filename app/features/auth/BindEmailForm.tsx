import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormMessage, SubmitButton } from '../../ui/form.tsx';
import { bindEmail, sendEmailCode } from './auth-api.ts';
import type { Countdown } from './countdown.ts';
import { CodeField, PanelHeader } from './fields.tsx';
import { EmailField } from './form-controls.tsx';
import { completeSignIn, registrationBonusOf } from './session.ts';
import { useAuthForm } from './use-auth-form.ts';
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
  /** `bonus`: the gold the sign-in credited as the registration bonus (0: none). */
  onSignedIn: (newUser: boolean, bonus: number) => void;
}) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const form = useAuthForm<'email' | 'code'>();

  const sendCode = () =>
    form.sendCode(
      { email: validateEmail(email) },
      () => sendEmailCode(email.trim()),
      props.countdown,
      t('code.sent'),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.accept({ email: validateEmail(email), code: validateCode(code) })) return;
    await form.run(async () => {
      const result = await bindEmail({
        checkCode: code.trim(),
        email: email.trim(),
        twitterId: props.socialId,
      });
      completeSignIn(result);
      props.onSignedIn(result?.newUser === true, registrationBonusOf(result));
    });
  }

  return (
    <>
      <PanelHeader
        titleId={props.titleId}
        title={t('title.bindEmail')}
        onBack={props.onBack}
        onClose={props.onClose}
      />
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit}>
        <p className="auth-intro">{t('bindEmail.intro')}</p>
        <EmailField {...form.field('email', email, setEmail)} />
        <CodeField
          {...form.field('code', code, setCode)}
          seconds={props.countdown.seconds}
          sending={form.sending}
          onSend={sendCode}
        />
        <FormMessage error={form.serverError} info={form.info} />
        <SubmitButton busy={form.busy} className="button auth-submit">
          {t('action.bind')}
        </SubmitButton>
      </form>
    </>
  );
}
