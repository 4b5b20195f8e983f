import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../ui/form.tsx';
import {
  type Country,
  loginWithCode,
  loginWithPassword,
  resetPassword,
  sendEmailCode,
  sendMobileCode,
} from './auth-api.ts';
import type { Countdown } from './countdown.ts';
import { AgreementField, CodeField, PanelHeader } from './fields.tsx';
import { EmailField, PhoneField } from './form-controls.tsx';
import { completeSignIn, registrationBonusOf } from './session.ts';
import { useDefaultCountry } from './sign-in-facts.ts';
import { useAuthForm } from './use-auth-form.ts';
import {
  identifierPayload,
  validateAccount,
  validateAgreement,
  validateCode,
  validateEmail,
  validateNewPassword,
  validatePasswordPresent,
  validatePhone,
} from './validation.ts';

/** Spec section 4, newer dialog: form mode 1 = verification code, 2 = password, 3 = reset. */
export type FormMode = 1 | 2 | 3;
/** Identifier kind: 1 = email (or username for a password sign-in), 2 = phone. */
export type IdentifierKind = 1 | 2;

type FieldName = 'identifier' | 'code' | 'password' | 'agreement';

/** Panel 2 of the newer dialog: sign in with a code or a password, or reset the password. */
export function LoginForm(props: {
  titleId: string;
  kind: IdentifierKind;
  mode: FormMode;
  onModeChange: (mode: FormMode) => void;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  countdown: Countdown;
  onBack: () => void;
  onClose: () => void;
  /** `bonus`: the gold the sign-in credited as the registration bonus (0: none). */
  onSignedIn: (newUser: boolean, bonus: number) => void;
}) {
  const { t } = useTranslation('auth');
  const { kind, mode, countdown } = props;
  const [identifier, setIdentifier] = useState('');
  const defaultCountry = useDefaultCountry();
  const [country, setCountry] = useState<Country>(defaultCountry);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const form = useAuthForm<FieldName>();
  // A code goes to an email or a phone; the password sign-in also takes a username.
  const checkCodeTarget = () => (kind === 2 ? validatePhone(identifier) : validateEmail(identifier));
  const areaCode = kind === 2 ? { areaCode: country.countryArea } : {};

  const sendCode = () =>
    form.sendCode(
      { identifier: checkCodeTarget() },
      () =>
        kind === 2
          ? sendMobileCode(country.countryArea, identifier.trim())
          : sendEmailCode(identifier.trim()),
      countdown,
      t('code.sent'),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found =
      mode === 1
        ? {
            identifier: checkCodeTarget(),
            code: validateCode(code),
            agreement: validateAgreement(props.agreed),
          }
        : mode === 2
          ? {
              identifier: kind === 2 ? validatePhone(identifier) : validateAccount(identifier),
              password: validatePasswordPresent(password),
              agreement: validateAgreement(props.agreed),
            }
          : {
              identifier: checkCodeTarget(),
              code: validateCode(code),
              password: validateNewPassword(password),
            };
    if (!form.accept(found)) return;
    const who = kind === 2 ? { mobileOrEmail: identifier.trim() } : identifierPayload(identifier);
    await form.run(async () => {
      if (mode === 3) {
        await resetPassword({
          mobileOrEmail: identifier.trim(),
          checkCode: code.trim(),
          password,
          ...areaCode,
        });
        setCode('');
        setPassword('');
        props.onModeChange(2);
        form.setInfo(t('status.passwordChanged'));
        return;
      }
      const result =
        mode === 1
          ? await loginWithCode({ ...who, ...areaCode, checkCode: code.trim() })
          : await loginWithPassword({ ...who, ...areaCode, password });
      completeSignIn(result);
      props.onSignedIn(result?.newUser === true, registrationBonusOf(result));
    });
  }

  const switchMode = (next: FormMode) => {
    form.errors.reset();
    form.clearMessages();
    setPassword('');
    props.onModeChange(next);
  };

  const title = mode === 3 ? t('title.reset') : kind === 2 ? t('title.phone') : t('title.email');
  return (
    <>
      <PanelHeader titleId={props.titleId} title={title} onBack={props.onBack} onClose={props.onClose} />
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit}>
        {mode !== 3 && (
          <fieldset className="segmented auth-tabs">
            <legend className="visually-hidden">{t('mode.label')}</legend>
            <button type="button" aria-pressed={mode === 1} onClick={() => switchMode(1)}>
              {t('mode.code')}
            </button>
            <button type="button" aria-pressed={mode === 2} onClick={() => switchMode(2)}>
              {t('mode.password')}
            </button>
          </fieldset>
        )}

        {kind === 2 ? (
          <PhoneField
            {...form.field('identifier', identifier, setIdentifier)}
            areaCode={{ label: t('field.areaCode'), value: country, onChange: setCountry }}
          />
        ) : mode === 2 ? (
          <TextField
            label={t('field.account')}
            placeholder={t('field.accountPlaceholder')}
            type="text"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            {...form.field('identifier', identifier, setIdentifier)}
          />
        ) : (
          <EmailField {...form.field('identifier', identifier, setIdentifier)} />
        )}

        {mode !== 2 && (
          <CodeField
            {...form.field('code', code, setCode)}
            seconds={countdown.seconds}
            sending={form.sending}
            onSend={sendCode}
          />
        )}

        {mode !== 1 && (
          <PasswordField
            label={mode === 3 ? t('field.newPassword') : t('field.password')}
            placeholder={mode === 3 ? undefined : t('field.passwordPlaceholder')}
            hint={mode === 3 ? t('field.newPasswordPlaceholder') : undefined}
            autoComplete={mode === 3 ? 'new-password' : 'current-password'}
            {...form.field('password', password, setPassword)}
          />
        )}

        {mode === 2 && (
          <button type="button" className="auth-link" onClick={() => switchMode(3)}>
            {t('action.forgot')}
          </button>
        )}

        {mode !== 3 && (
          <AgreementField
            checked={props.agreed}
            onChange={(agreed) => {
              props.onAgreedChange(agreed);
              if (agreed) form.errors.clear('agreement');
            }}
            error={form.errors.message('agreement')}
          />
        )}

        <FormMessage error={form.serverError} info={form.info} />

        <SubmitButton busy={form.busy} className="button auth-submit">
          {mode === 3 ? t('action.reset') : t('action.signIn')}
        </SubmitButton>

        {mode === 3 && (
          <button type="button" className="auth-link" onClick={() => switchMode(2)}>
            {t('action.backToSignIn')}
          </button>
        )}
      </form>
    </>
  );
}
