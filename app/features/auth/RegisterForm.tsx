import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerProfile } from './auth-api.ts';
import {
  FormMessage,
  failureText,
  PanelHeader,
  PasswordField,
  TextField,
  useFieldErrors,
} from './fields.tsx';
import { completeSignIn } from './session.ts';
import { validateNewPassword, validateUsername } from './validation.ts';

/**
 * The register step after a first sign-in (spec section 4): a username and a first password, a
 * register button and a skip button. Skip returns to the chooser and closes the dialog.
 */
export function RegisterForm(props: { titleId: string; onDone: () => void; onSkip: () => void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFieldErrors<'username' | 'password'>(formRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (errors.refuse({ username: validateUsername(username), password: validateNewPassword(password) }))
      return;
    setSubmitting(true);
    try {
      completeSignIn(await registerProfile({ uname: username, password }));
      props.onDone();
    } catch (error) {
      setServerError(failureText(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <PanelHeader titleId={props.titleId} title={t('title.register')} onClose={props.onSkip} />
      <form ref={formRef} className="auth-form" noValidate onSubmit={submit}>
        <p className="auth-intro">{t('register.intro')}</p>
        <TextField
          label={t('field.username')}
          placeholder={t('field.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={username}
          onChange={(value) => {
            setUsername(value);
            errors.clear('username');
          }}
          error={errors.message('username')}
        />
        <PasswordField
          label={t('field.password')}
          placeholder={t('field.newPasswordPlaceholder')}
          autoComplete="new-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            errors.clear('password');
          }}
          error={errors.message('password')}
        />
        <FormMessage error={serverError} />
        <div className="auth-actions">
          <button type="button" className="button auth-button--quiet" onClick={props.onSkip}>
            {t('action.skip')}
          </button>
          <button type="submit" className="button" disabled={submitting} aria-busy={submitting || undefined}>
            {t('action.register')}
          </button>
        </div>
      </form>
    </>
  );
}
