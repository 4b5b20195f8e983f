import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { StaffUserDetail } from '../../../shared/console/contract.ts';
import {
  BAN_REASON_MAX_LENGTH,
  GRANTABLE_ROLES,
  type GrantableRole,
  isStaff,
} from '../../../shared/console/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatAmount, formatNumber } from '../../lib/format.ts';
import { FormMessage, TextField } from '../../ui/form.tsx';
import { Link } from '../../ui/links.tsx';
import { useConsole } from './ConsoleLayout.tsx';
import { type ConsoleColumn, ConsoleTable } from './ConsoleTable.tsx';
import { banUser, endSessions, muteUser, setRole, unbanUser, unmuteUser } from './console-api.ts';
import { MUTE_HOURS } from './model.ts';
import { AccountBadges, Fact, Ltr, Panel, RoleList } from './parts.tsx';
import { useConsoleAction } from './use-console-action.ts';

type Ledger = StaffUserDetail['ledger'][number];

/** Why the viewer may not act on this account here, or null: their own, or staff's for a non-administrator. */
export function actionBlock(viewer: { uid: number; roles: readonly string[] }, user: StaffUserDetail) {
  if (viewer.uid === user.uid) return 'selfNote' as const;
  if (isStaff(user.roles) && !viewer.roles.includes('admin')) return 'staffNote' as const;
  return null;
}

/**
 * /admin/users/:uid: the account, its state and roles, what support can do about it (ban, end
 * sessions, mute; administrators also grant and revoke roles), its balances and latest ledger lines.
 * After each action the page loads again, so it shows what the server now holds.
 */
export function UserAccount({ user }: { user: StaffUserDetail }) {
  const { t } = useTranslation('console');
  const viewer = useConsole();
  const block = actionBlock(viewer, user);
  return (
    <div className="console-user">
      <p className="console-back">
        <Link to="/admin/users" className="console-link">
          <span aria-hidden="true" className="console-back__arrow">
            ‹
          </span>
          {t('user.back')}
        </Link>
      </p>
      <div className="console-user__grid">
        <AccountPanel user={user} />
        <Panel title={t('user.actions')} className="console-user__actions">
          {block ? <p className="console-note">{t(`user.${block}`)}</p> : <UserActions user={user} />}
        </Panel>
        <RolesPanel
          user={user}
          canChange={!block && viewer.roles.includes('admin')}
          self={block === 'selfNote'}
        />
        <BalancesPanel user={user} />
      </div>
      <LedgerPanel user={user} />
    </div>
  );
}

function AccountPanel({ user }: { user: StaffUserDetail }) {
  const { t } = useTranslation('console');
  const { time, locale } = useConsole();
  const name = user.username ?? `#${user.uid}`;
  return (
    <Panel title={t('user.account')}>
      <div className="console-account">
        {user.avatar ? (
          <img
            className="console-account__avatar"
            src={user.avatar}
            alt={t('user.avatarOf', { name })}
            width={64}
            height={64}
          />
        ) : (
          <span className="console-account__avatar console-account__avatar--none">{t('user.noAvatar')}</span>
        )}
        <dl className="console-facts">
          <Fact term={t('user.uid')}>
            <bdi>{user.uid}</bdi>
          </Fact>
          <Fact term={t('user.name')}>{user.username ? <bdi>{user.username}</bdi> : t('user.none')}</Fact>
          <Fact term={t('user.signature')}>
            {user.signature ? <bdi>{user.signature}</bdi> : t('user.none')}
          </Fact>
          <Fact term={t('user.level')}>{formatNumber(user.level, locale)}</Fact>
          <Fact term={t('user.email')}>{user.email ? <Ltr>{user.email}</Ltr> : t('user.none')}</Fact>
          <Fact term={t('user.phone')}>{user.phone ? <Ltr>{user.phone}</Ltr> : t('user.none')}</Fact>
          <Fact term={t('user.created')}>
            <time dateTime={user.createdAt}>{time(user.createdAt)}</time>
          </Fact>
          <Fact term={t('user.sessions')}>{formatNumber(user.activeSessions, locale)}</Fact>
          <Fact term={t('user.state')}>
            <AccountBadges account={user} />
            {user.bannedAt && (
              <p className="console-fact__more">
                {t('user.bannedSince', { time: time(user.bannedAt) })}
                {user.banReason && (
                  <>
                    {' · '}
                    <bdi>{t('user.reason', { reason: user.banReason })}</bdi>
                  </>
                )}
              </p>
            )}
            {user.mutedUntil && (
              <p className="console-fact__more">
                {t('user.mutedUntil', { time: time(user.mutedUntil) })}
                {user.muteReason && (
                  <>
                    {' · '}
                    <bdi>{t('user.reason', { reason: user.muteReason })}</bdi>
                  </>
                )}
              </p>
            )}
            {user.cancelledAt && (
              <p className="console-fact__more">{t('user.cancelledAt', { time: time(user.cancelledAt) })}</p>
            )}
          </Fact>
        </dl>
      </div>
    </Panel>
  );
}

type Action = ReturnType<typeof useConsoleAction>;

/**
 * Ban or unban, end sessions, mute or unmute: small forms sharing one outcome line (a ban replaces
 * its form with "Unban" once the page has loaded again; the note that it is done stays).
 */
function UserActions({ user }: { user: StaffUserDetail }) {
  const action = useConsoleAction();
  return (
    <div className="console-actions">
      {user.bannedAt ? (
        <UnbanForm uid={user.uid} action={action} />
      ) : (
        <BanForm uid={user.uid} action={action} />
      )}
      <EndSessionsForm uid={user.uid} action={action} />
      <MuteForm uid={user.uid} muted={user.mutedUntil !== null} action={action} />
      <FormMessage info={action.done} />
    </div>
  );
}

function BanForm({ uid, action }: { uid: number; action: Action }) {
  const { t } = useTranslation('console');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(t('user.ban.hint'));
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setProblem(null);
    if (await action.run(() => banUser(uid, reason), t('user.ban.done'))) setReason('');
  }
  return (
    <form className="console-action" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 id={headingId} className="console-action__title">
        {t('user.ban.heading')}
      </h3>
      <TextField
        label={t('user.ban.reason')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        hint={problem ? undefined : t('user.ban.hint')}
        error={problem}
        maxLength={BAN_REASON_MAX_LENGTH}
        required
        autoComplete="off"
      />
      <ActionButton busy={action.busy} danger>
        {t('user.ban.submit')}
      </ActionButton>
    </form>
  );
}

function UnbanForm({ uid, action }: { uid: number; action: Action }) {
  const { t } = useTranslation('console');
  const headingId = useId();
  return (
    <form
      className="console-action"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void action.run(() => unbanUser(uid), t('user.unban.done'));
      }}
    >
      <h3 id={headingId} className="console-action__title">
        {t('user.unban.heading')}
      </h3>
      <ActionButton busy={action.busy}>{t('user.unban.submit')}</ActionButton>
    </form>
  );
}

function EndSessionsForm({ uid, action }: { uid: number; action: Action }) {
  const { t } = useTranslation('console');
  const headingId = useId();
  return (
    <form
      className="console-action"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!window.confirm(t('user.endSessions.confirm'))) return;
        void action.run(() => endSessions(uid), t('user.endSessions.done'));
      }}
    >
      <h3 id={headingId} className="console-action__title">
        {t('user.endSessions.heading')}
      </h3>
      <ActionButton busy={action.busy} quiet>
        {t('user.endSessions.submit')}
      </ActionButton>
    </form>
  );
}

function MuteForm({ uid, muted, action }: { uid: number; muted: boolean; action: Action }) {
  const { t } = useTranslation('console');
  const [hours, setHours] = useState<number>(24);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { heading: useId(), hours: useId() };
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(t('user.mute.hint'));
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setProblem(null);
    if (await action.run(() => muteUser(uid, hours, reason), t('user.mute.done'))) setReason('');
  }
  return (
    <form className="console-action" aria-labelledby={ids.heading} noValidate onSubmit={submit}>
      <h3 id={ids.heading} className="console-action__title">
        {t('user.mute.heading')}
      </h3>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ids.hours}>
          {t('user.mute.hours')}
        </label>
        <div className="form-field__control">
          <select
            id={ids.hours}
            className="form-field__input"
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
          >
            {MUTE_HOURS.map((option) => (
              <option key={option} value={option}>
                {t(`user.mute.options.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        label={t('user.mute.reason')}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        hint={problem ? undefined : t('user.mute.hint')}
        error={problem}
        maxLength={BAN_REASON_MAX_LENGTH}
        required
        autoComplete="off"
      />
      <div className="console-action__buttons">
        <ActionButton busy={action.busy} danger>
          {t('user.mute.submit')}
        </ActionButton>
        {muted && (
          <button
            type="button"
            className="button button--quiet"
            disabled={action.busy}
            aria-busy={action.busy || undefined}
            onClick={() => void action.run(() => unmuteUser(uid), t('user.unmute.done'))}
          >
            {t('user.unmute.submit')}
          </button>
        )}
      </div>
    </form>
  );
}

function ActionButton({
  busy,
  danger,
  quiet,
  children,
}: {
  busy: boolean;
  danger?: boolean;
  quiet?: boolean;
  children: ReactNode;
}) {
  const className = `button${danger ? ' console-button--danger' : ''}${quiet ? ' button--quiet' : ''}`;
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}

/** The roles held (those from ADMIN_EMAILS marked); administrators grant and revoke each grantable role. */
function RolesPanel({ user, canChange, self }: { user: StaffUserDetail; canChange: boolean; self: boolean }) {
  const { t } = useTranslation('console');
  const viewer = useConsole();
  const action = useConsoleAction();
  const noteId = useId();
  const name = (role: string) => t(`roles.${role}`, { defaultValue: role });
  const change = (role: GrantableRole, grant: boolean) => {
    if (!window.confirm(t(grant ? 'user.grantConfirm' : 'user.revokeConfirm', { role: name(role) }))) return;
    void action.run(() => setRole(user.uid, role, grant), t('user.roleDone'));
  };
  return (
    <Panel title={t('user.rolesHeading')}>
      <RoleList roles={user.roles} empty={t('user.noRoles')} />
      {user.bootstrapRoles.length > 0 && (
        <p id={noteId} className="console-note">
          {user.bootstrapRoles.map(name).join(', ')}: {t('user.fromAdminEmails')}
        </p>
      )}
      {user.cancelledAt ? (
        <p className="console-note">{t('user.cancelledNote')}</p>
      ) : canChange ? (
        <fieldset className="console-roles" disabled={action.busy}>
          <legend className="console-action__title">{t('user.changeRoles')}</legend>
          <ul className="console-roles__list">
            {GRANTABLE_ROLES.map((role) => {
              const held = user.roles.includes(role);
              const locked =
                held && (user.bootstrapRoles.includes(role) || (role === 'admin' && viewer.uid === user.uid));
              return (
                <li key={role}>
                  <button
                    type="button"
                    className={`button button--quiet console-button--small${held ? ' console-button--held' : ''}`}
                    disabled={locked}
                    aria-describedby={locked && user.bootstrapRoles.includes(role) ? noteId : undefined}
                    onClick={() => change(role, !held)}
                  >
                    {t(held ? 'user.revokeRole' : 'user.grantRole', { role: name(role) })}
                  </button>
                </li>
              );
            })}
          </ul>
          <FormMessage info={action.done} />
        </fieldset>
      ) : (
        !self && <p className="console-note">{t('user.rolesAdminOnly')}</p>
      )}
    </Panel>
  );
}

function BalancesPanel({ user }: { user: StaffUserDetail }) {
  const { t } = useTranslation('console');
  const { locale } = useConsole();
  return (
    <Panel title={t('user.balances')}>
      <dl className="console-balances">
        {(['gold', 'diamond'] as const).map((currency) => (
          <div key={currency} className="console-balance">
            <dt>{t(`wallet:${currency}`)}</dt>
            <dd>{formatNumber(user.balances[currency], locale)}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function LedgerPanel({ user }: { user: StaffUserDetail }) {
  const { t } = useTranslation('console');
  const { time, locale } = useConsole();
  const columns: ConsoleColumn<Ledger>[] = [
    {
      key: 'time',
      header: t('user.time'),
      cell: (line) => <time dateTime={line.time}>{time(line.time)}</time>,
    },
    {
      key: 'currency',
      header: t('user.currency'),
      cell: (line) => t(`wallet:${line.currency}`, { defaultValue: line.currency }),
    },
    { key: 'type', header: t('user.type'), cell: (line) => <code dir="ltr">{line.type}</code> },
    {
      key: 'amount',
      header: t('user.amount'),
      className: 'user-table__number',
      cell: (line) => formatAmount(line.amount, locale),
    },
    {
      key: 'balance',
      header: t('user.balanceAfter'),
      className: 'user-table__number',
      cell: (line) => formatNumber(line.balanceAfter, locale),
    },
    { key: 'detail', header: t('user.detail'), className: 'user-table__wrap', cell: (line) => line.detail },
  ];
  return (
    <Panel title={t('user.ledger')}>
      <ConsoleTable
        caption={t('user.ledgerCaption')}
        columns={columns}
        rows={user.ledger}
        rowKey={(line) => `${line.currency}-${line.id}`}
        empty={t('user.ledgerEmpty')}
      />
    </Panel>
  );
}
