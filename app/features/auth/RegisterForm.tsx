import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../ui/form.tsx';
import { PanelHeader } from './fields.tsx';
import { saveCredentials } from './session.ts';
import { useAuthForm } from './use-auth-form.ts';
import { validateNewPassword, validateUsername } from './validation.ts';
import { useWelcomeText } from './welcome.ts';

/**
 * The register step after a first sign-in (spec section 4): a username and a first password, a
 * register button and a skip button. Skip returns to the chooser and closes the dialog. A sign-up
 * that earned the registration bonus is welcomed with it first. The rules of both fields are shown
 * under them (a placeholder is cut short on a phone and gone once typing starts).
 */
export function RegisterForm(props: {
  titleId: string;
  /** The gold this sign-up credited as the registration bonus: the step opens with a welcome (0: none). */
  bonus: number;
  onDone: () => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation('auth');
  const welcome = useWelcomeText()(props.bonus);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const form = useAuthForm<'username' | 'password'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.accept({ username: validateUsername(username), password: validateNewPassword(password) }))
      return;
    await form.run(async () => {
      await saveCredentials(username, password);
      props.onDone();
    });
  }

  return (
    <>
      <PanelHeader titleId={props.titleId} title={t('title.register')} onClose={props.onSkip} />
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={submit}>
        {welcome && (
          <div className="auth-welcome" role="status">
            <p className="auth-welcome__title">{welcome.title}</p>
            <p>{welcome.credit}</p>
          </div>
        )}
        <p className="auth-intro">{t('register.intro')}</p>
        <TextField
          label={t('field.username')}
          hint={t('field.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          {...form.field('username', username, setUsername)}
        />
        <PasswordField
          label={t('field.password')}
          hint={t('field.newPasswordPlaceholder')}
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
