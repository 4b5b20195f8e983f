/** Small pieces the console's pages share: panels and facts, role names, account state badges, links to a user's page. */
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { accountBadges } from './model.ts';

/** A user's page in the console. */
export const userPath = (uid: number | string) => `/admin/users/${uid}`;

/** A link to a user's console page, reading `children` (their uid when none). */
export function UserLink({ uid, children }: { uid: number | string; children?: ReactNode }) {
  return (
    <Link to={userPath(uid)} className="console-link">
      {children ?? <bdi>{uid}</bdi>}
    </Link>
  );
}

/** Roles by their names in the page's language (a role the console does not name, as stored). */
export function RoleList({ roles, empty }: { roles: readonly string[]; empty?: string }) {
  const { t } = useTranslation('console');
  if (roles.length === 0) return empty ? <span className="console-muted">{empty}</span> : null;
  return (
    <ul className="console-chips">
      {roles.map((role) => (
        <li key={role} className="console-chip">
          {t(`roles.${role}`, { defaultValue: role })}
        </li>
      ))}
    </ul>
  );
}

/** An account's state: banned, muted, cancelled, or active. */
export function AccountBadges({
  account,
}: {
  account: { bannedAt: string | null; mutedUntil: string | null; cancelledAt: string | null };
}) {
  const { t } = useTranslation('console');
  const badges = accountBadges(account);
  if (badges.length === 0)
    return <span className="console-badge console-badge--active">{t('badge.active')}</span>;
  return (
    <span className="console-badges">
      {badges.map((badge) => (
        <span key={badge} className={`console-badge console-badge--${badge}`}>
          {t(`badge.${badge}`)}
        </span>
      ))}
    </span>
  );
}

/** Text that is written left to right whatever the page's direction (emails, phones, addresses, JSON). */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <span dir="ltr" className="console-ltr">
      {children}
    </span>
  );
}

/** A titled panel of a console page (a section named by its heading). */
export function Panel({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`console-panel${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 id={id} className="console-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One term and its value in a console description list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="console-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
