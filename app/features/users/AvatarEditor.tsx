import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { setClientState } from '../../store/client-store.ts';
import { AvatarUploadError, uploadAvatar } from './account-api.ts';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, checkAvatarFile } from './avatar-file.ts';

/**
 * The avatar with its edit control. The browser checks type and size first (spec section 5), the
 * server checks the content; the chosen picture shows at once and stays when the upload succeeds.
 */
export function AvatarEditor(props: {
  avatar: string | null;
  name: string;
  onChange: (avatar: string) => void;
}) {
  const { t } = useTranslation('users');
  const { language, apiBase } = usePageContext();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again after a failure.
    input.value = '';
    if (!file) return;
    setError(null);
    setInfo(null);
    const problem = checkAvatarFile(file);
    if (problem) {
      setError(t(problem, { max: AVATAR_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    showPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const avatar = await uploadAvatar(file, { baseUrl: apiBase, language });
      showPreview(null);
      props.onChange(avatar);
      setClientState((current) => (current.userInfo ? { userInfo: { ...current.userInfo, avatar } } : {}));
      setInfo(t('avatar.saved'));
    } catch (failure) {
      showPreview(null);
      const message = failure instanceof AvatarUploadError ? failure.serverMessage : null;
      setError(message ?? t('avatar.failed'));
    } finally {
      setBusy(false);
    }
  }

  const shown = preview ?? props.avatar;
  return (
    <div className="user-avatar" aria-busy={busy || undefined}>
      {shown ? (
        <img className="user-avatar__image" src={shown} alt={t('avatar.alt')} width={96} height={96} />
      ) : (
        <span className="user-avatar__image user-avatar__initial" role="img" aria-label={t('avatar.alt')}>
          {props.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="user-avatar__edit">
        <input
          id={inputId}
          className="visually-hidden user-avatar__input"
          type="file"
          accept={AVATAR_ACCEPT}
          aria-describedby={hintId}
          disabled={busy}
          onChange={choose}
        />
        <label htmlFor={inputId} className="button button--quiet user-avatar__button">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className="icon">
            <path d="M4 20h4L19 9l-4-4L4 16v4z" />
          </svg>
          {busy ? t('avatar.uploading') : t('avatar.change')}
        </label>
        <p id={hintId} className="user-hint">
          {t('avatar.hint')}
        </p>
      </div>
      <div className="user-messages">
        <p className="user-message user-message--error" role="alert">
          {error}
        </p>
        <p className="user-message" role="status">
          {info}
        </p>
      </div>
    </div>
  );
}
