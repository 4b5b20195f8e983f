import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import './form.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled input; its message is tied to it with aria-describedby and marks it aria-invalid. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  leading,
  trailing,
  ...input
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Help shown under the field at all times (a rule the value must follow), tied with aria-describedby. */
  hint?: string;
  /** Addons inside the field's box (class `form-field__addon`), before and after the input. */
  leading?: ReactNode;
  trailing?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field__control">
        {leading}
        <input
          {...input}
          id={id}
          className="form-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "Password cannot be empty. Password display can be toggled." `showLabel` names the toggle for
 * screen readers: the `common` catalog's `password.show` ("Show password") unless given.
 */
export function PasswordField({
  showLabel,
  ...props
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  hint?: string;
  showLabel?: string;
}) {
  const { t } = useTranslation('common');
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
          className="form-field__addon form-field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="icon">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
          <span className="visually-hidden">{showLabel ?? t('password.show')}</span>
        </button>
      }
    />
  );
}

/** A form's submit button, locked and marked busy while its call runs. */
export function SubmitButton({
  busy,
  className = 'button',
  children,
}: {
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

/**
 * A form's outcome: the server's errorMsg (spec: "Login failures show the server's errorMsg inline
 * in the dialog") or a note. Both live regions stay rendered, so what is put in them is announced.
 */
export function FormMessage({ error, info }: { error?: string | null; info?: string | null }) {
  return (
    <div className="form-messages">
      <div className="form-message form-message--error" role="alert">
        {error}
      </div>
      <div className="form-message" role="status">
        {info}
      </div>
    </div>
  );
}
