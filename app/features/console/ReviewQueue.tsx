import { useId, useState } from 'react';
import type { ReviewPage } from '../../../shared/console/contract.ts';
import {
  DECISION_REASONS,
  REVIEW_NOTE_MAX_LENGTH,
  REVIEW_QUEUES,
  REVIEW_STATES,
  type ReviewDecision,
} from '../../../shared/console/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FormMessage } from '../../ui/form.tsx';
import { Link } from '../../ui/links.tsx';
import { useConsole } from './ConsoleLayout.tsx';
import { Pager } from './ConsoleTable.tsx';
import { assignItem, decideItem } from './console-api.ts';
import { ConsoleFilters, FilterCheckbox, FilterSelect } from './Filters.tsx';
import { compactJson } from './model.ts';
import { Fact, Ltr, UserLink } from './parts.tsx';
import { useConsoleAction } from './use-console-action.ts';

type Item = ReviewPage['list'][number];

export interface ReviewFilters {
  /** '' for every queue. */
  queue: string;
  state: string;
  mine: boolean;
}

/**
 * /admin/review: the queues' items by queue, state and "only mine", with the pending count of each
 * queue; a pending item is taken or released, and approved or rejected with a reason template (and an
 * optional note) at the version the reviewer saw: if another reviewer changed it first, the server
 * says so (409, in the toaster) and the list loads again.
 */
export function ReviewQueue({ query, list }: { query: ReviewFilters; list: ReviewPage }) {
  const { t } = useTranslation('console');
  const listHeading = useId();
  return (
    <>
      <ConsoleFilters label={t('table.filters')}>
        <FilterSelect
          name="queue"
          label={t('review.queue')}
          value={query.queue}
          options={[
            { value: '', label: t('review.allQueues') },
            ...REVIEW_QUEUES.map((queue) => ({ value: queue, label: t(`queues.${queue}`) })),
          ]}
        />
        <FilterSelect
          name="state"
          label={t('review.state')}
          value={query.state}
          options={REVIEW_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
        />
        <FilterCheckbox name="mine" label={t('review.mine')} checked={query.mine} />
      </ConsoleFilters>
      <PendingCounts pending={list.pending} />
      <section className="console-review" aria-labelledby={listHeading}>
        <h2 id={listHeading} className="visually-hidden">
          {t('review.list')}
        </h2>
        {list.list.length === 0 ? (
          <EmptyState message={t('review.empty')} />
        ) : (
          <ol className="console-items">
            {list.list.map((item) => (
              <li key={item.id}>
                <ReviewCard item={item} />
              </li>
            ))}
          </ol>
        )}
        <Pager page={list.page} size={list.size} total={list.total} />
      </section>
    </>
  );
}

function PendingCounts({ pending }: { pending: Record<string, number> }) {
  const { t } = useTranslation('console');
  const { locale } = useConsole();
  const headingId = useId();
  return (
    <section className="console-pending" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-pending__title">
        {t('review.pending')}
      </h2>
      <ul className="console-counts">
        {REVIEW_QUEUES.map((queue) => (
          <li key={queue}>
            <Link to={`/admin/review?queue=${queue}`} className="console-count">
              <span>{t(`queues.${queue}`)}</span>
              <span className="console-count__number">{formatNumber(pending[queue] ?? 0, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One item: what was reported and by whom, its state and assignee, and for a pending one the reviewer's controls. */
export function ReviewCard({ item }: { item: Item }) {
  const { t } = useTranslation('console');
  const { time, uid } = useConsole();
  const headingId = useId();
  return (
    <article className="console-item" aria-labelledby={headingId} data-version={item.version}>
      <header className="console-item__head">
        <h3 id={headingId} className="console-item__title">
          {t('review.item', { id: item.id })}
        </h3>
        <span className="console-badge">{t(`queues.${item.queue}`, { defaultValue: item.queue })}</span>
        <span className={`console-badge console-badge--${item.state}`}>{t(`states.${item.state}`)}</span>
      </header>
      <dl className="console-facts">
        <Subject item={item} />
        {item.reason && (
          <Fact term={t('review.reason')}>
            {t(`reportReasons.${item.reason}`, { defaultValue: item.reason })}
          </Fact>
        )}
        {typeof item.summary.detail === 'string' && item.summary.detail && (
          <Fact term={t('review.words')}>
            <bdi className="console-quote">{item.summary.detail}</bdi>
          </Fact>
        )}
        {item.reportedBy !== null && (
          <Fact term={t('review.reporter')}>
            <UserLink uid={item.reportedBy} />
          </Fact>
        )}
        <Fact term={t('review.created')}>
          <time dateTime={item.createdAt}>{time(item.createdAt)}</time>
        </Fact>
        {item.state === 'pending' && (
          <Fact term={t('review.assignee')}>
            {item.assignee === null ? (
              t('review.unassigned')
            ) : item.assignee === uid ? (
              t('review.you')
            ) : (
              <UserLink uid={item.assignee} />
            )}
          </Fact>
        )}
        {item.state !== 'pending' && item.decisionReason && (
          <Fact term={t('review.decide')}>
            {t(`decisionReasons.${item.decisionReason}`, { defaultValue: item.decisionReason })}
            {item.note && <p className="console-fact__more">{t('review.noteShown', { note: item.note })}</p>}
          </Fact>
        )}
        {item.decidedBy !== null && (
          <Fact term={t('review.decidedBy')}>
            <UserLink uid={item.decidedBy} />
          </Fact>
        )}
        {item.decidedAt && (
          <Fact term={t('review.decidedAt')}>
            <time dateTime={item.decidedAt}>{time(item.decidedAt)}</time>
          </Fact>
        )}
      </dl>
      {item.state === 'pending' && <ReviewControls item={item} />}
    </article>
  );
}

/**
 * The subject of an item as its domain summarised it: for a user report the reported user; for a
 * comment or a post its text (and pictures), its author and where it was written; any other as it came.
 */
function Subject({ item }: { item: Item }) {
  const { t } = useTranslation('console');
  if (item.subjectType === 'user') {
    const { username, avatar, signature } = item.summary;
    return (
      <Fact term={t('review.reportedUser')}>
        <span className="console-subject">
          {typeof avatar === 'string' && avatar && (
            <img className="console-subject__avatar" src={avatar} alt="" width={40} height={40} />
          )}
          <span>
            <UserLink uid={item.subjectId}>
              {typeof username === 'string' && username ? (
                <bdi>{username}</bdi>
              ) : (
                <bdi>#{item.subjectId}</bdi>
              )}
            </UserLink>
            {typeof signature === 'string' && signature && (
              <span className="console-subject__signature">
                <bdi>{signature}</bdi>
              </span>
            )}
          </span>
        </span>
      </Fact>
    );
  }
  const { body, authorUid, username, kind, targetId, images } = item.summary;
  if (typeof body === 'string' || typeof authorUid === 'number') {
    const pictures = Array.isArray(images) ? images.filter((src) => typeof src === 'string').slice(0, 6) : [];
    return (
      <>
        {typeof body === 'string' && (
          <Fact term={t('review.content')}>
            <bdi className="console-quote">{body}</bdi>
          </Fact>
        )}
        {pictures.length > 0 && (
          <Fact term={t('review.content')}>
            <span className="console-pictures">
              {pictures.map((src, index) => (
                <a key={src} href={src} target="_blank" rel="noreferrer">
                  <img src={src} alt={t('review.image', { n: index + 1 })} width={64} height={64} />
                </a>
              ))}
            </span>
          </Fact>
        )}
        {typeof authorUid === 'number' && (
          <Fact term={t('review.author')}>
            <UserLink uid={authorUid}>
              <bdi>{typeof username === 'string' && username ? username : `#${authorUid}`}</bdi>
            </UserLink>
          </Fact>
        )}
        {typeof kind === 'string' && (
          <Fact term={t('review.target')}>
            <Ltr>
              {kind} {String(targetId ?? '')}
            </Ltr>
          </Fact>
        )}
      </>
    );
  }
  return (
    <Fact term={t('review.subject')}>
      <code dir="ltr" className="console-json">
        {item.subjectType} {item.subjectId} {compactJson(item.summary)}
      </code>
    </Fact>
  );
}

/** Take or release; approve or reject with a reason template and an optional note, at the item's version. */
function ReviewControls({ item }: { item: Item }) {
  const { t } = useTranslation('console');
  const { uid } = useConsole();
  const action = useConsoleAction();
  const [reasons, setReasons] = useState<Record<ReviewDecision, string>>({
    approve: DECISION_REASONS.approve[0] ?? '',
    reject: DECISION_REASONS.reject[0] ?? '',
  });
  const [note, setNote] = useState('');
  const ids = { approve: useId(), reject: useId(), note: useId(), legend: useId() };
  const mine = item.assignee === uid;
  const decide = (decision: ReviewDecision) =>
    void action.run(() => decideItem(item, decision, reasons[decision], note), t('review.decided'));
  return (
    <div className="console-item__controls">
      <button
        type="button"
        className="button button--quiet console-button--small"
        disabled={action.busy}
        onClick={() =>
          void action.run(() => assignItem(item, mine), t(mine ? 'review.released' : 'review.taken'))
        }
      >
        {t(mine ? 'review.release' : 'review.take')}
      </button>
      <fieldset className="console-decision" disabled={action.busy}>
        <legend className="console-action__title">{t('review.decide')}</legend>
        {(['approve', 'reject'] as const).map((decision) => (
          <div key={decision} className="console-decision__row">
            <div className="form-field">
              <label className="form-field__label" htmlFor={ids[decision]}>
                {t(`review.${decision}Reason`)}
              </label>
              <div className="form-field__control">
                <select
                  id={ids[decision]}
                  className="form-field__input"
                  value={reasons[decision]}
                  onChange={(event) => setReasons({ ...reasons, [decision]: event.target.value })}
                >
                  {DECISION_REASONS[decision].map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`decisionReasons.${reason}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <button
              type="button"
              className={`button${decision === 'reject' ? ' button--quiet' : ''}`}
              onClick={() => decide(decision)}
            >
              {t(`review.${decision}`)}
            </button>
          </div>
        ))}
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.note}>
            {t('review.note')}
          </label>
          <div className="form-field__control">
            <textarea
              id={ids.note}
              className="form-field__input console-textarea"
              rows={2}
              maxLength={REVIEW_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
        </div>
      </fieldset>
      <FormMessage info={action.done} />
    </div>
  );
}
