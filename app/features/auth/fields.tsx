import { type RefObject, useEffect, useId, useState } from 'react';
import { Trans } from '../../i18n/Trans.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TextField } from '../../ui/form.tsx';
import { Link } from '../../ui/links.tsx';
import type { ValidationKey } from './validation.ts';
import './auth.css';

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
          className="form-field__addon auth-code-send"
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
        <p id={errorId} className="form-field__error">
          {props.error}
        </p>
      )}
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
