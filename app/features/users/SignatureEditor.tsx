import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { failureText } from '../../lib/api.ts';
import { setClientState } from '../../store/client-store.ts';
import { saveSignature } from './account-api.ts';
import { checkSignature, SIGNATURE_MAX_LENGTH, signatureLength } from './signature.ts';
import '../../ui/form.css';

/** The signature (bio) with its counter; `POST user/modifyUser {signature}`, at most 100 characters. */
export function SignatureEditor(props: {
  signature: string | null;
  onSaved: (signature: string | null) => void;
}) {
  const { t } = useTranslation('users');
  const id = useId();
  const [value, setValue] = useState(props.signature ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const length = signatureLength(value);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setInfo(null);
    const problem = checkSignature(value);
    if (problem) {
      setError(t(problem, { max: SIGNATURE_MAX_LENGTH }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const account = await saveSignature(value.trim());
      const signature = account?.signature ?? (value.trim() || null);
      setValue(signature ?? '');
      props.onSaved(signature);
      setClientState((current) => (current.userInfo ? { userInfo: { ...current.userInfo, signature } } : {}));
      setInfo(t('signature.saved'));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="user-form user-signature" noValidate onSubmit={submit}>
      <label className="form-field__label" htmlFor={id}>
        {t('signature.label')}
      </label>
      <textarea
        id={id}
        className="user-textarea"
        rows={3}
        maxLength={SIGNATURE_MAX_LENGTH}
        placeholder={t('signature.placeholder')}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count`}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
          setInfo(null);
        }}
      />
      <p id={`${id}-count`} className="user-hint user-signature__count">
        {t('signature.count', { count: length, max: SIGNATURE_MAX_LENGTH })}
      </p>
      <div className="user-messages">
        <p className="user-message user-message--error" role="alert">
          {error}
        </p>
        <p className="user-message" role="status">
          {info}
        </p>
      </div>
      <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
        {t('signature.save')}
      </button>
    </form>
  );
}
