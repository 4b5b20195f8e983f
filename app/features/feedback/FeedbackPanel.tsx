import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { failureText } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { useRemote } from '../../lib/use-remote.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormMessage } from '../../ui/form.tsx';
import { RemoteState } from '../../ui/RemoteState.tsx';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_MAX_LENGTH,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  type FeedbackCategory,
  type FeedbackItem,
  feedbackProblem,
  fetchMyFeedback,
  sendFeedback,
} from './feedback-api.ts';
import './feedback.css';

/** /userInfo/feedback: write to the operator, and read the answers to earlier messages. */
export function FeedbackPanel({ uid }: { uid: number }) {
  const { t } = useTranslation('feedback');
  const mine = useRemote(`feedback:${uid}`, fetchMyFeedback);
  const listHeading = useId();

  return (
    <div className="user-feedback">
      <FeedbackForm
        onSent={(item) => {
          if (mine.remote.state === 'ready') mine.set([item, ...mine.remote.data]);
          else mine.reload();
        }}
      />
      <section className="user-section" aria-labelledby={listHeading}>
        <h2 id={listHeading} className="user-section__title">
          {t('listHeading')}
        </h2>
        {mine.remote.state !== 'ready' ? (
          <RemoteState remote={mine.remote} onRetry={mine.reload} />
        ) : mine.remote.data.length === 0 ? (
          <EmptyState message={t('empty')} />
        ) : (
          <ol className="feedback-list">
            {mine.remote.data.map((item) => (
              <FeedbackEntry key={item.id} item={item} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function FeedbackForm({ onSent }: { onSent: (item: FeedbackItem) => void }) {
  const { t } = useTranslation('feedback');
  const [category, setCategory] = useState<FeedbackCategory>('bug');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { category: useId(), content: useId(), contact: useId(), count: useId(), error: useId() };
  const length = content.trim().length;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    setInfo(null);
    const found = feedbackProblem(content);
    if (found) {
      setProblem(t(found, { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH }));
      event.currentTarget.querySelector<HTMLTextAreaElement>('textarea')?.focus();
      return;
    }
    setBusy(true);
    try {
      const item = await sendFeedback({
        category,
        content: content.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      });
      setContent('');
      setContact('');
      setInfo(t('sent'));
      onSent(item);
    } catch (failure) {
      setServerError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="user-section user-form" noValidate onSubmit={submit}>
      <p className="user-section__current">{t('intro')}</p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.category}>
          {t('category.label')}
        </label>
        <div className="form-field__control">
          <select
            id={ids.category}
            className="form-field__input"
            value={category}
            onChange={(event) => setCategory(event.target.value as FeedbackCategory)}
          >
            {FEEDBACK_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {t(`category.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.content}>
          {t('content.label')}
        </label>
        <textarea
          id={ids.content}
          className="form-field__input user-textarea"
          rows={6}
          maxLength={FEEDBACK_MAX_LENGTH}
          placeholder={t('content.placeholder')}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids.error} ${ids.count}` : ids.count}
        />
        <p id={ids.count} className="user-counter">
          {t('content.counter', { count: length, max: FEEDBACK_MAX_LENGTH })}
        </p>
        {problem && (
          <p id={ids.error} className="form-field__error">
            {problem}
          </p>
        )}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.contact}>
          {t('contact.label')}
        </label>
        <div className="form-field__control">
          <input
            id={ids.contact}
            className="form-field__input"
            maxLength={FEEDBACK_CONTACT_MAX_LENGTH}
            placeholder={t('contact.placeholder')}
            value={contact}
            onChange={(event) => setContact(event.target.value)}
          />
        </div>
      </div>
      <FormMessage error={serverError} info={info} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
        {t('submit')}
      </button>
    </form>
  );
}

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation('feedback');
  const { locale } = usePageContext();
  return (
    <li className="feedback-entry">
      <div className="feedback-entry__meta">
        <span className="feedback-entry__category">{t(`category.${item.category}`)}</span>
        <time dateTime={item.createdAt}>{formatTime(item.createdAt, locale)}</time>
        <span className={`feedback-status feedback-status--${item.status}`}>
          {t(`status.${item.status}`)}
        </span>
      </div>
      <p className="feedback-entry__text">{item.content}</p>
      {item.reply && (
        <div className="feedback-entry__reply">
          <p className="feedback-entry__reply-label">{t('reply')}</p>
          <p>{item.reply}</p>
        </div>
      )}
    </li>
  );
}
