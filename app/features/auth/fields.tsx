import { type InputHTMLAttributes, type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ValidationKey } from './validation.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled input; its message is tied to it with aria-describedby and marks it aria-invalid. */
export function TextField({
  label,
  value,
  onChange,
  error,
  leading,
  trailing,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  leading?: ReactNode;
  trailing?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__control">
        {leading}
        <input
          {...input}
          id={id}
          className="auth-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Password cannot be empty. Password display can be toggled." */
export function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
}) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="auth-field__addon auth-field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="icon">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
          <span className="visually-hidden">{t('password.show')}</span>
        </button>
      }
    />
  );
}

/** The code input with its send button, locked while the countdown runs. */
export function CodeField(props: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  seconds: number;
  sending: boolean;
  onSend: () => void;
}) {
  const { t } = useTranslation('auth');
  const locked = props.seconds > 0 || props.sending;
  return (
    <TextField
      label={t('field.code')}
      placeholder={t('field.codePlaceholder')}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      trailing={
        <button
          type="button"
          className="auth-field__addon auth-code-send"
          disabled={locked}
          aria-busy={props.sending || undefined}
          onClick={props.onSend}
        >
          {props.seconds > 0
            ? t('code.resendIn', { seconds: props.seconds })
            : props.sending
              ? t('code.sending')
              : t('code.send')}
        </button>
      }
    />
  );
}

/** "The user must agree to the user and privacy agreements to use the app." */
export function AgreementField(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="auth-agreement">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      <label htmlFor={id}>
        <Trans
          t={t}
          i18nKey="agreement.text"
          components={{
            service: <Link to="/protocol/service" target="_blank" rel="noopener" />,
            privacy: <Link to="/protocol/privacy" target="_blank" rel="noopener" />,
          }}
        />
      </label>
      {props.error && (
        <p id={errorId} className="auth-field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The server's errorMsg (spec: "Login failures show the server's errorMsg inline in the dialog"). */
export function FormMessage({ error, info }: { error?: string | null; info?: string | null }) {
  return (
    <div className="auth-messages">
      <div className="auth-message auth-message--error" role="alert">
        {error}
      </div>
      <div className="auth-message" role="status">
        {info}
      </div>
    </div>
  );
}

export interface FieldErrors<F extends string> {
  /** The translated message of a field, or null. */
  message: (name: F) => string | null;
  /** Shows the messages found; true when there was at least one (the submit is refused). */
  refuse: (found: Partial<Record<F, ValidationKey | null>>) => boolean;
  clear: (name: F) => void;
  reset: () => void;
}

/**
 * The messages of a form's fields. After a refused submit the first field with a message takes
 * the focus, so its message (its description) is read out.
 */
export function useFieldErrors<F extends string>(formRef: RefObject<HTMLElement | null>): FieldErrors<F> {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<Partial<Record<F, ValidationKey>>>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);
  return {
    message: (name) => {
      const key = errors[name];
      return key ? t(key) : null;
    },
    refuse: (found) => {
      const failing: Partial<Record<F, ValidationKey>> = {};
      for (const [name, key] of Object.entries(found) as [F, ValidationKey | null][]) {
        if (key) failing[name] = key;
      }
      setErrors(failing);
      if (Object.keys(failing).length === 0) return false;
      setAttempt((n) => n + 1);
      return true;
    },
    clear: (name) =>
      setErrors((current) => {
        if (!current[name]) return current;
        const next = { ...current };
        delete next[name];
        return next;
      }),
    reset: () => setErrors({}),
  };
}

/** The top of every panel: an optional back button, the dialog's title and the close button. */
export function PanelHeader(props: {
  titleId: string;
  title: string;
  onBack?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-dialog__head">
      {props.onBack && (
        <button type="button" className="auth-icon-button" onClick={props.onBack}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="icon auth-flip">
            <path d="M15 5l-7 7 7 7" />
          </svg>
          <span className="visually-hidden">{t('back')}</span>
        </button>
      )}
      <h2 id={props.titleId} className="auth-dialog__title">
        {props.title}
      </h2>
      <button type="button" className="auth-icon-button auth-dialog__close" onClick={props.onClose}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="icon">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
        <span className="visually-hidden">{t('close')}</span>
      </button>
    </div>
  );
}

/** The text of a failed call: the server's errorMsg (or the system-error text the client put there). */
export function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
