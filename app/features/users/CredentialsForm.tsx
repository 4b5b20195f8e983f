import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../ui/form.tsx';
import { showToast } from '../../ui/toast-store.ts';
import { saveCredentials, useAuthForm, validateNewPassword, validateUsername } from '../auth/index.ts';
import type { Account } from './account-api.ts';
import { SecuritySection } from './SecurityForms.tsx';

/**
 * For an account without a username (its owner skipped the register step): choose one and a
 * password later, with the register step's rules (spec section 5: letters and digits only; a
 * password of 8 or more with a letter and a digit) and its call (`user/V2/modifyUser`). The rules
 * are shown under the fields, not only as placeholders.
 */
export function CredentialsForm(props: { onSaved: (account: Account) => void }) {
  const { t } = useTranslation('users');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const form = useAuthForm<'username' | 'password'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.accept({ username: validateUsername(username), password: validateNewPassword(password) }))
      return;
    await form.run(async () => {
      const result = await saveCredentials(username.trim(), password);
      // The section goes once the account has a username: the toast says it was saved.
      showToast(t('credentials.done'), 'info');
      props.onSaved(result.user as Account);
    });
  }

  return (
    <SecuritySection title={t('credentials.heading')} current={t('credentials.intro')}>
      <form ref={form.formRef} className="user-form" noValidate onSubmit={submit}>
        <TextField
          label={t('credentials.username')}
          hint={t('credentials.usernameHint')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          {...form.field('username', username, setUsername)}
        />
        <PasswordField
          label={t('credentials.password')}
          hint={t('security.password.newHint')}
          autoComplete="new-password"
          {...form.field('password', password, setPassword)}
        />
        <FormMessage error={form.serverError} />
        <SubmitButton busy={form.busy} className="button user-form__submit">
          {t('credentials.submit')}
        </SubmitButton>
      </form>
    </SecuritySection>
  );
}
