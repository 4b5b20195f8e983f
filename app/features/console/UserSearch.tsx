import type { ConsolePage, StaffUserRow } from '../../../shared/console/contract.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useConsole } from './ConsoleLayout.tsx';
import { type ConsoleColumn, ConsoleTable } from './ConsoleTable.tsx';
import { ConsoleFilters, FilterField } from './Filters.tsx';
import { AccountBadges, Ltr, RoleList, UserLink } from './parts.tsx';

/** /admin/users: one search field (uid, user name start, email, phone) and a page of the accounts found. */
export function UserSearch({ q, list }: { q: string; list: ConsolePage<StaffUserRow> }) {
  const { t } = useTranslation('console');
  const { time } = useConsole();
  const columns: ConsoleColumn<StaffUserRow>[] = [
    { key: 'uid', header: t('users.uid'), cell: (row) => <UserLink uid={row.uid} /> },
    {
      key: 'name',
      header: t('users.name'),
      cell: (row) => (
        <UserLink uid={row.uid}>
          {row.username ? (
            <bdi>{row.username}</bdi>
          ) : (
            <span className="console-muted">{t('users.noName')}</span>
          )}
        </UserLink>
      ),
    },
    { key: 'email', header: t('users.email'), cell: (row) => row.email && <Ltr>{row.email}</Ltr> },
    { key: 'phone', header: t('users.phone'), cell: (row) => row.phone && <Ltr>{row.phone}</Ltr> },
    { key: 'roles', header: t('users.roles'), cell: (row) => <RoleList roles={row.roles} /> },
    {
      key: 'created',
      header: t('users.created'),
      cell: (row) => <time dateTime={row.createdAt}>{time(row.createdAt)}</time>,
    },
    { key: 'state', header: t('users.state'), cell: (row) => <AccountBadges account={row} /> },
  ];
  return (
    <>
      <ConsoleFilters label={t('table.filters')} submit={t('users.search')}>
        <FilterField
          name="q"
          type="search"
          label={t('users.query')}
          hint={t('users.queryHint')}
          value={q}
          maxLength={100}
          autoComplete="off"
          wide
        />
      </ConsoleFilters>
      <ConsoleTable
        caption={t('users.caption')}
        columns={columns}
        rows={list.list}
        rowKey={(row) => row.uid}
        empty={t('users.empty')}
        paging={list}
      />
    </>
  );
}
