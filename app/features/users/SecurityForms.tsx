import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormMessage, PasswordField, SubmitButton } from '../../ui/form.tsx';
import {
  CodeField,
  type Country,
  EmailField,
  PhoneField,
  sendEmailCode,
  sendMobileCode,
  useAuthForm,
  useCountdown,
  useDefaultCountry,
  type ValidationKey,
  validateCode,
  validateEmail,
  validateNewPassword,
  validatePhone,
} from '../auth/index.ts';
import { type Account, bindEmail, bindPhone, changePassword } from './account-api.ts';
import { maskEmail, maskPhone } from './format.ts';

/** One part of the security centre: a heading, what is set now, and its form. */
export function SecuritySection(props: { title: string; current?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="user-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="user-section__title">
        {props.title}
      </h2>
      {props.current !== undefined && <p className="user-section__current">{props.current}</p>}
      {props.children}
    </section>
  );
}

/** Change password: the current one (once one exists) and a new one (spec: a letter, a digit, 8+). */
export function ChangePasswordForm() {
  const { t } = useTranslation('users');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const form = useAuthForm<'password'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.accept({ password: validateNewPassword(password) })) return;
    await form.run(async () => {
      await changePassword(current === '' ? { password } : { oldPassword: current, password });
      setCurrent('');
      setPassword('');
      form.setInfo(t('security.password.done'));
    });
  }

  return (
    <SecuritySection title={t('security.password.heading')}>
      <form ref={form.formRef} className="user-form" noValidate onSubmit={submit}>
        <PasswordField
          label={t('security.password.current')}
          hint={t('security.password.currentHint')}
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <PasswordField
          label={t('security.password.new')}
          hint={t('security.password.newHint')}
          autoComplete="new-password"
          {...form.field('password', password, setPassword)}
        />
        <FormMessage error={form.serverError} info={form.info} />
        <SubmitButton busy={form.busy} className="button user-form__submit">
          {t('security.password.submit')}
        </SubmitButton>
      </form>
    </SecuritySection>
  );
}

/** What a bind form sends: the address, trimmed, for its code, then with the code to bind it. */
interface BindCalls {
  send: (address: string) => Promise<{ cooldownSeconds?: number } | null | undefined>;
  bind: (address: string, code: string) => Promise<Account>;
}

/** A field's value, its change and its message, as `useAuthForm().field` gives them. */
type FieldProps = { value: string; onChange: (value: string) => void; error: string | null };

/**
 * Bind or change an address with a code sent to it: the section shows what is bound now (`bound`,
 * masked) and, once bound, the new account goes to `onBound`.
 */
function CodeBindForm(
  props: BindCalls & {
    title: string;
    bound: string | null;
    boundLabel: string;
    noneText: string;
    submitText: string;
    doneText: string;
    validate: (address: string) => ValidationKey | null;
    onBound: (account: Account) => void;
    renderField: (field: FieldProps) => ReactNode;
  },
) {
  const { t } = useTranslation('users');
  const countdown = useCountdown();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const form = useAuthForm<'address' | 'code'>();

  const sendCode = () =>
    form.sendCode(
      { address: props.validate(address) },
      () => props.send(address.trim()),
      countdown,
      t('security.codeSent'),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.accept({ address: props.validate(address), code: validateCode(code) })) return;
    await form.run(async () => {
      const account = await props.bind(address.trim(), code.trim());
      setAddress('');
      setCode('');
      props.onBound(account);
      form.setInfo(props.doneText);
    });
  }

  return (
    <SecuritySection
      title={props.title}
      current={
        props.bound ? (
          <>
            {props.boundLabel} <span dir="ltr">{props.bound}</span>
          </>
        ) : (
          props.noneText
        )
      }
    >
      <form ref={form.formRef} className="user-form" noValidate onSubmit={submit}>
        {props.renderField(form.field('address', address, setAddress))}
        <CodeField
          {...form.field('code', code, setCode)}
          seconds={countdown.seconds}
          sending={form.sending}
          onSend={sendCode}
        />
        <FormMessage error={form.serverError} info={form.info} />
        <SubmitButton busy={form.busy} className="button user-form__submit">
          {props.submitText}
        </SubmitButton>
      </form>
    </SecuritySection>
  );
}

/** Bind or change the email: a code goes to the new address (`login/V2/sendEmailcheckCode`). */
export function BindEmailForm(props: { account: Account; onBound: (account: Account) => void }) {
  const { t } = useTranslation('users');
  const bound = props.account.email;
  return (
    <CodeBindForm
      title={t('security.email.heading')}
      bound={bound ? maskEmail(bound) : null}
      boundLabel={t('security.email.current')}
      noneText={t('security.email.none')}
      submitText={bound ? t('security.email.change') : t('security.email.submit')}
      doneText={t('security.email.done')}
      validate={validateEmail}
      send={sendEmailCode}
      bind={bindEmail}
      onBound={props.onBound}
      renderField={(field) => (
        <EmailField
          label={bound ? t('security.email.newField') : t('security.email.field')}
          placeholder={t('security.email.placeholder')}
          {...field}
        />
      )}
    />
  );
}

/** Bind or change the phone: area code, number and a code (`login/V2/sendMobilecheckCode`). */
export function BindPhoneForm(props: { account: Account; onBound: (account: Account) => void }) {
  const { t } = useTranslation('users');
  const defaultCountry = useDefaultCountry();
  const [country, setCountry] = useState<Country>(defaultCountry);
  const bound = props.account.phone;
  return (
    <CodeBindForm
      title={t('security.phone.heading')}
      bound={bound ? maskPhone(props.account.areaCode, bound) : null}
      boundLabel={t('security.phone.current')}
      noneText={t('security.phone.none')}
      submitText={bound ? t('security.phone.change') : t('security.phone.submit')}
      doneText={t('security.phone.done')}
      validate={validatePhone}
      send={(phone) => sendMobileCode(country.countryArea, phone)}
      bind={(phone, code) => bindPhone(country.countryArea, phone, code)}
      onBound={props.onBound}
      renderField={(field) => (
        <PhoneField
          label={bound ? t('security.phone.newField') : t('security.phone.field')}
          placeholder={t('security.phone.placeholder')}
          {...field}
          areaCode={{ label: t('security.phone.areaCode'), value: country, onChange: setCountry }}
        />
      )}
    />
  );
}
