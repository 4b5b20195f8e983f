import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../ui/form.tsx';
import { registerProfile } from './auth-api.ts';
import { PanelHeader } from './fields.tsx';
import { completeSignIn } from './session.ts';
import { useAuthForm } from './use-auth-form.ts';
import { validateNewPassword, validateUsername } from './validation.ts';

/**
 * The register step after a first sign-in (spec section 4): a username and a first password, a
 * register button and a skip button. Skip returns to the chooser and closes the dialog.
 */
export function RegisterForm(props: { titleId: string; onDone: () => void; onSkip: () => void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const form = useAuthForm<'username' | 'password'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.accept({ username: validateUsername(username), password: validateNewPassword(password) }))
      return;
    await form.run(async () => {
      completeSignIn(await registerProfile({ uname: username, password }));
      props.onDone();
    });
  }

  return (
    <>
      <PanelHeader titleId={props.titleId} title={t('title.register')} onClose={props.onSkip} />
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit}>
        <p className="auth-intro">{t('register.intro')}</p>
        <TextField
          label={t('field.username')}
          placeholder={t('field.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          {...form.field('username', username, setUsername)}
        />
        <PasswordField
          label={t('field.password')}
          placeholder={t('field.newPasswordPlaceholder')}
          autoComplete="new-password"
          {...form.field('password', password, setPassword)}
        />
        <FormMessage error={form.serverError} />
        <div className="auth-actions">
          <button type="button" className="button auth-button--quiet" onClick={props.onSkip}>
            {t('action.skip')}
          </button>
          <SubmitButton busy={form.busy} className="button">
            {t('action.register')}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
