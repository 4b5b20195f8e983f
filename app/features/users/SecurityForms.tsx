import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '../auth/auth-api.ts';
import { sendEmailCode, sendMobileCode } from '../auth/auth-api.ts';
import { sendCodeAndCount, useCountdown } from '../auth/countdown.ts';
import {
  CodeField,
  FormMessage,
  failureText,
  PasswordField,
  TextField,
  useFieldErrors,
} from '../auth/fields.tsx';
import { validateCode, validateEmail, validateNewPassword, validatePhone } from '../auth/validation.ts';
import { AreaCodeSelect, DEFAULT_COUNTRY } from './AreaCodeSelect.tsx';
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
  const { t } = useTranslation('user');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors<'password'>(formRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    setInfo(null);
    if (errors.refuse({ password: validateNewPassword(password) })) return;
    setBusy(true);
    try {
      await changePassword(current === '' ? { password } : { oldPassword: current, password });
      setCurrent('');
      setPassword('');
      setInfo(t('security.password.done'));
    } catch (failure) {
      setServerError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SecuritySection title={t('security.password.heading')}>
      <form ref={formRef} className="user-form" noValidate onSubmit={submit}>
        <PasswordField
          label={t('security.password.current')}
          placeholder={t('security.password.currentHint')}
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <PasswordField
          label={t('security.password.new')}
          placeholder={t('security.password.newHint')}
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            errors.clear('password');
          }}
          error={errors.message('password')}
        />
        <FormMessage error={serverError} info={info} />
        <button
          type="submit"
          className="button user-form__submit"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('security.password.submit')}
        </button>
      </form>
    </SecuritySection>
  );
}

/** Bind or change the email: a code goes to the new address (`login/V2/sendEmailcheckCode`). */
export function BindEmailForm(props: { account: Account; onBound: (account: Account) => void }) {
  const { t } = useTranslation('user');
  const countdown = useCountdown();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors<'email' | 'code'>(formRef);
  const bound = props.account.email;

  async function sendCode() {
    setServerError(null);
    setInfo(null);
    if (errors.refuse({ email: validateEmail(email) })) return;
    await sendCodeAndCount(
      () => sendEmailCode(email.trim()),
      countdown,
      t('security.codeSent'),
      { setSending, setInfo, setServerError },
      failureText,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    setInfo(null);
    if (errors.refuse({ email: validateEmail(email), code: validateCode(code) })) return;
    setBusy(true);
    try {
      const account = await bindEmail(email.trim(), code.trim());
      setEmail('');
      setCode('');
      props.onBound(account);
      setInfo(t('security.email.done'));
    } catch (failure) {
      setServerError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SecuritySection
      title={t('security.email.heading')}
      current={
        bound ? (
          <>
            {t('security.email.current')} <span dir="ltr">{maskEmail(bound)}</span>
          </>
        ) : (
          t('security.email.none')
        )
      }
    >
      <form ref={formRef} className="user-form" noValidate onSubmit={submit}>
        <TextField
          label={bound ? t('security.email.newField') : t('security.email.field')}
          placeholder={t('security.email.placeholder')}
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
          seconds={countdown.seconds}
          sending={sending}
          onSend={sendCode}
        />
        <FormMessage error={serverError} info={info} />
        <button
          type="submit"
          className="button user-form__submit"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {bound ? t('security.email.change') : t('security.email.submit')}
        </button>
      </form>
    </SecuritySection>
  );
}

/** Bind or change the phone: area code, number and a code (`login/V2/sendMobilecheckCode`). */
export function BindPhoneForm(props: { account: Account; onBound: (account: Account) => void }) {
  const { t } = useTranslation('user');
  const countdown = useCountdown();
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors<'phone' | 'code'>(formRef);
  const bound = props.account.phone;

  async function sendCode() {
    setServerError(null);
    setInfo(null);
    if (errors.refuse({ phone: validatePhone(phone) })) return;
    await sendCodeAndCount(
      () => sendMobileCode(country.countryArea, phone.trim()),
      countdown,
      t('security.codeSent'),
      { setSending, setInfo, setServerError },
      failureText,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    setInfo(null);
    if (errors.refuse({ phone: validatePhone(phone), code: validateCode(code) })) return;
    setBusy(true);
    try {
      const account = await bindPhone(country.countryArea, phone.trim(), code.trim());
      setPhone('');
      setCode('');
      props.onBound(account);
      setInfo(t('security.phone.done'));
    } catch (failure) {
      setServerError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SecuritySection
      title={t('security.phone.heading')}
      current={
        bound ? (
          <>
            {t('security.phone.current')} <span dir="ltr">{maskPhone(props.account.areaCode, bound)}</span>
          </>
        ) : (
          t('security.phone.none')
        )
      }
    >
      <form ref={formRef} className="user-form" noValidate onSubmit={submit}>
        <TextField
          label={bound ? t('security.phone.newField') : t('security.phone.field')}
          placeholder={t('security.phone.placeholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          onChange={(value) => {
            setPhone(value);
            errors.clear('phone');
          }}
          error={errors.message('phone')}
          leading={<AreaCodeSelect value={country} onChange={setCountry} />}
        />
        <CodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            errors.clear('code');
          }}
          error={errors.message('code')}
          seconds={countdown.seconds}
          sending={sending}
          onSend={sendCode}
        />
        <FormMessage error={serverError} info={info} />
        <button
          type="submit"
          className="button user-form__submit"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {bound ? t('security.phone.change') : t('security.phone.submit')}
        </button>
      </form>
    </SecuritySection>
  );
}
