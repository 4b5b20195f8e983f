import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { failureText } from '../../lib/api.ts';
import type { LoginModalState } from '../../store/client-store.ts';
import { FormMessage, PasswordField, SubmitButton } from '../../ui/form.tsx';
import {
  oldBindAccount,
  oldLoginWithCode,
  oldLoginWithPassword,
  oldModifyPassword,
  oldSendCode,
  qqLoginAddress,
  wechatLoginAddress,
} from './auth-api.ts';
import type { Countdown } from './countdown.ts';
import { AgreementField, CodeField, PanelHeader } from './fields.tsx';
import { PhoneField } from './form-controls.tsx';
import { completeSignIn, pendingAccountBind, registrationBonusOf, setLoginModalState } from './session.ts';
import { type OlderSocialProvider, rememberOlderSocial } from './social.ts';
import { useAuthForm } from './use-auth-form.ts';
import {
  OLD_PHONE_MAX_LENGTH,
  validateAgreement,
  validateCode,
  validateNewPassword,
  validateOldPhone,
  validatePasswordPresent,
} from './validation.ts';
import { useWelcomeToast } from './welcome.ts';

type Tab = 'code' | 'password';
type FieldName = 'phone' | 'code' | 'password' | 'agreement';

/**
 * The older dialog, for other channels (spec section 4): modelState 1 = login with a code or a
 * password tab, 2 = forgot/change password, 3 = bind a phone after a QQ or WeChat sign-in.
 */
export function OlderLogin(props: {
  titleId: string;
  modelState: LoginModalState;
  modelTitle: string;
  countdown: Countdown;
  /** The QQ and WeChat buttons the server can serve (none: no "other ways" at all). */
  providers: readonly OlderSocialProvider[];
  /** A failed QQ/WeChat return's message, shown when the dialog opens. */
  error?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const welcomeBonus = useWelcomeToast();
  const { modelState, countdown } = props;
  const bindTarget = modelState === 3 ? pendingAccountBind() : null;
  const [leaving, setLeaving] = useState<OlderSocialProvider | null>(null);
  const [tab, setTab] = useState<Tab>('code');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const form = useAuthForm<FieldName>(props.error ?? null);
  const usesCode = modelState !== 1 || tab === 'code';

  const goTo = (state: LoginModalState) => {
    form.errors.reset();
    form.clearMessages();
    setCode('');
    setPassword('');
    setLoginModalState(state);
  };

  // The older call's answer is not described: the countdown takes the spec's 60 s.
  const sendCode = () =>
    form.sendCode(
      { phone: validateOldPhone(phone) },
      async () => {
        await oldSendCode(phone.trim());
      },
      countdown,
      t('code.sent'),
    );

  /** QQ / WeChat: the agreement first, then out to the provider; the return finishes in LoginDialog. */
  async function social(provider: OlderSocialProvider) {
    if (!form.accept({ agreement: validateAgreement(agreed) })) return;
    setLeaving(provider);
    try {
      const isFrom = window.location.pathname;
      const { url } = provider === 'qq' ? await qqLoginAddress(isFrom) : await wechatLoginAddress(isFrom);
      try {
        rememberOlderSocial(provider);
      } catch {
        // Storage disabled: the return is then taken for LINE's and refused by the server's state check.
      }
      window.location.assign(url);
    } catch (error) {
      form.setServerError(failureText(error));
      setLeaving(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const mobile = phone.trim();
    const checkCode = code.trim();
    const found =
      modelState === 1
        ? {
            phone: validateOldPhone(phone),
            code: tab === 'code' ? validateCode(code) : null,
            password: tab === 'password' ? validatePasswordPresent(password) : null,
            agreement: validateAgreement(agreed),
          }
        : modelState === 2
          ? {
              phone: validateOldPhone(phone),
              code: validateCode(code),
              password: validateNewPassword(password),
            }
          : {
              phone: validateOldPhone(phone),
              code: validateCode(code),
              agreement: validateAgreement(agreed),
            };
    if (!form.accept(found)) return;
    const bind = pendingAccountBind();
    if (modelState === 3 && !bind) {
      form.setServerError(t('bindPhone.expired'));
      return;
    }
    await form.run(async () => {
      if (modelState === 2) {
        await oldModifyPassword(mobile, checkCode, password);
        goTo(1);
        setTab('password');
        form.setInfo(t('status.passwordChanged'));
        return;
      }
      const result =
        modelState === 3 && bind
          ? await oldBindAccount({ ...bind, mobile, checkCode })
          : tab === 'code'
            ? await oldLoginWithCode(mobile, checkCode)
            : await oldLoginWithPassword(mobile, password);
      completeSignIn(result);
      // The older dialog has no register step: a sign-up's bonus is told in a toast.
      welcomeBonus(registrationBonusOf(result));
      props.onClose();
    });
  }

  const title =
    props.modelTitle ||
    (modelState === 2
      ? t('title.oldForgot')
      : modelState === 3
        ? t('title.oldBindPhone')
        : t('title.oldLogin'));
  return (
    <>
      <PanelHeader
        titleId={props.titleId}
        title={title}
        onBack={modelState === 2 ? () => goTo(1) : undefined}
        onClose={props.onClose}
      />
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit}>
        {modelState === 1 && (
          <fieldset className="segmented auth-tabs">
            <legend className="visually-hidden">{t('oldTab.label')}</legend>
            {(['code', 'password'] as const).map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={tab === name}
                onClick={() => {
                  form.errors.reset();
                  form.setServerError(null);
                  setTab(name);
                }}
              >
                {t(`oldTab.${name}`)}
              </button>
            ))}
          </fieldset>
        )}
        {modelState === 3 && <p className="auth-intro">{t('bindPhone.intro')}</p>}
        {bindTarget && (
          <p className="auth-bind-account">
            {bindTarget.headimgurl && <img src={bindTarget.headimgurl} alt="" width={32} height={32} />}
            <span>
              {t('bindPhone.account', { name: bindTarget.qqOrWechatName || bindTarget.accountNumber })}
            </span>
          </p>
        )}

        <PhoneField
          inputMode="numeric"
          maxLength={OLD_PHONE_MAX_LENGTH}
          {...form.field('phone', phone, setPhone)}
        />

        {usesCode && (
          <CodeField
            {...form.field('code', code, setCode)}
            seconds={countdown.seconds}
            sending={form.sending}
            onSend={sendCode}
          />
        )}

        {modelState !== 3 && !(modelState === 1 && tab === 'code') && (
          <PasswordField
            label={modelState === 2 ? t('field.newPassword') : t('field.password')}
            placeholder={modelState === 2 ? undefined : t('field.passwordPlaceholder')}
            hint={modelState === 2 ? t('field.newPasswordPlaceholder') : undefined}
            autoComplete={modelState === 2 ? 'new-password' : 'current-password'}
            {...form.field('password', password, setPassword)}
          />
        )}

        {modelState === 1 && (
          <button type="button" className="auth-link" onClick={() => goTo(2)}>
            {t('action.forgot')}
          </button>
        )}

        {modelState !== 2 && (
          <AgreementField
            checked={agreed}
            onChange={(value) => {
              setAgreed(value);
              if (value) form.errors.clear('agreement');
            }}
            error={form.errors.message('agreement')}
          />
        )}

        <FormMessage error={form.serverError} info={form.info} />

        <SubmitButton busy={form.busy} className="button auth-submit">
          {modelState === 2
            ? t('action.confirm')
            : modelState === 3
              ? t('action.bindPhone')
              : t('action.signIn')}
        </SubmitButton>
      </form>
      {modelState === 1 && props.providers.length > 0 && (
        <fieldset className="auth-other-ways">
          <legend className="auth-divider">{t('chooser.otherWays')}</legend>
          {props.providers.map((provider) => (
            <button
              key={provider}
              type="button"
              className={`auth-method auth-method--${provider}`}
              disabled={leaving !== null}
              aria-busy={leaving === provider || undefined}
              onClick={() => social(provider)}
            >
              {t(`chooser.${provider}`)}
            </button>
          ))}
        </fieldset>
      )}
    </>
  );
}
