import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Country,
  countryList,
  loginWithCode,
  loginWithPassword,
  resetPassword,
  sendEmailCode,
  sendMobileCode,
} from './auth-api.ts';
import { type Countdown, sendCodeAndCount } from './countdown.ts';
import {
  AgreementField,
  CodeField,
  FormMessage,
  failureText,
  PanelHeader,
  PasswordField,
  TextField,
  useFieldErrors,
} from './fields.tsx';
import { completeSignIn } from './session.ts';
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

/** Spec section 9: "Default language / area code zh_CN / +86". */
const DEFAULT_COUNTRY: Country = { countryAbbr: 'CN', countryArea: '+86', countryAvatar: '🇨🇳' };
let countries: Promise<Country[]> | undefined;

/** `GET login/loginCountryList`, once per page; a failure keeps the default +86 and is retried next time. */
function loadCountries(): Promise<Country[]> {
  countries ??= countryList().then(
    (list) => (Array.isArray(list) && list.length > 0 ? list : [DEFAULT_COUNTRY]),
    () => {
      countries = undefined;
      return [DEFAULT_COUNTRY];
    },
  );
  return countries;
}

function AreaCodeSelect({ value, onChange }: { value: string; onChange: (country: Country) => void }) {
  const { t } = useTranslation('auth');
  const [list, setList] = useState<Country[]>([DEFAULT_COUNTRY]);
  useEffect(() => {
    let live = true;
    void loadCountries().then((loaded) => {
      if (live) setList(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <select
      className="auth-field__addon auth-area-code"
      aria-label={t('field.areaCode')}
      value={value}
      onChange={(event) => {
        const chosen = list.find((country) => country.countryAbbr === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      {list.map((country) => (
        <option key={country.countryAbbr} value={country.countryAbbr} title={country.name}>
          {`${country.countryAvatar} ${country.countryAbbr} ${country.countryArea}`}
        </option>
      ))}
    </select>
  );
}

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
  onSignedIn: (newUser: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  const { kind, mode, countdown } = props;
  const [identifier, setIdentifier] = useState('');
  const [country, setCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors<FieldName>(formRef);
  const edit = (name: FieldName, set: (value: string) => void) => (value: string) => {
    set(value);
    errors.clear(name);
  };
  // A code goes to an email or a phone; the password sign-in also takes a username.
  const checkCodeTarget = () => (kind === 2 ? validatePhone(identifier) : validateEmail(identifier));
  const areaCode = kind === 2 ? { areaCode: country.countryArea } : {};

  async function sendCode() {
    setServerError(null);
    setInfo(null);
    if (errors.refuse({ identifier: checkCodeTarget() })) return;
    await sendCodeAndCount(
      () =>
        kind === 2
          ? sendMobileCode(country.countryArea, identifier.trim())
          : sendEmailCode(identifier.trim()),
      countdown,
      t('code.sent'),
      { setSending, setInfo, setServerError },
      failureText,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    setInfo(null);
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
    if (errors.refuse(found)) return;
    const who = kind === 2 ? { mobileOrEmail: identifier.trim() } : identifierPayload(identifier);
    setSubmitting(true);
    try {
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
        setInfo(t('status.passwordChanged'));
        return;
      }
      const result =
        mode === 1
          ? await loginWithCode({ ...who, ...areaCode, checkCode: code.trim() })
          : await loginWithPassword({ ...who, ...areaCode, password });
      completeSignIn(result);
      props.onSignedIn(result?.newUser === true);
    } catch (error) {
      setServerError(failureText(error));
    } finally {
      setSubmitting(false);
    }
  }

  const switchMode = (next: FormMode) => {
    errors.reset();
    setServerError(null);
    setInfo(null);
    setPassword('');
    props.onModeChange(next);
  };

  const title = mode === 3 ? t('title.reset') : kind === 2 ? t('title.phone') : t('title.email');
  return (
    <>
      <PanelHeader titleId={props.titleId} title={title} onBack={props.onBack} onClose={props.onClose} />
      <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
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
          <TextField
            label={t('field.phone')}
            placeholder={t('field.phonePlaceholder')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={identifier}
            onChange={edit('identifier', setIdentifier)}
            error={errors.message('identifier')}
            leading={<AreaCodeSelect value={country.countryAbbr} onChange={setCountry} />}
          />
        ) : mode === 2 ? (
          <TextField
            label={t('field.account')}
            placeholder={t('field.accountPlaceholder')}
            type="text"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            value={identifier}
            onChange={edit('identifier', setIdentifier)}
            error={errors.message('identifier')}
          />
        ) : (
          <TextField
            label={t('field.email')}
            placeholder={t('field.emailPlaceholder')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            value={identifier}
            onChange={edit('identifier', setIdentifier)}
            error={errors.message('identifier')}
          />
        )}

        {mode !== 2 && (
          <CodeField
            value={code}
            onChange={edit('code', setCode)}
            error={errors.message('code')}
            seconds={countdown.seconds}
            sending={sending}
            onSend={sendCode}
          />
        )}

        {mode !== 1 && (
          <PasswordField
            label={mode === 3 ? t('field.newPassword') : t('field.password')}
            placeholder={mode === 3 ? t('field.newPasswordPlaceholder') : t('field.passwordPlaceholder')}
            autoComplete={mode === 3 ? 'new-password' : 'current-password'}
            value={password}
            onChange={edit('password', setPassword)}
            error={errors.message('password')}
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
              if (agreed) errors.clear('agreement');
            }}
            error={errors.message('agreement')}
          />
        )}

        <FormMessage error={serverError} info={info} />

        <button
          type="submit"
          className="button auth-submit"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {mode === 3 ? t('action.reset') : t('action.signIn')}
        </button>

        {mode === 3 && (
          <button type="button" className="auth-link" onClick={() => switchMode(2)}>
            {t('action.backToSignIn')}
          </button>
        )}
      </form>
    </>
  );
}
