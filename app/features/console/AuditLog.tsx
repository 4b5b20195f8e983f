import { useId } from 'react';
import type { AuditEntry, ConsolePage } from '../../../shared/console/contract.ts';
import { AUDIT_ACTIONS } from '../../../shared/console/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useConsole } from './ConsoleLayout.tsx';
import { type ConsoleColumn, ConsoleTable } from './ConsoleTable.tsx';
import { ConsoleFilters, FilterField, FilterSelect } from './Filters.tsx';
import { compactJson } from './model.ts';
import { Ltr, UserLink } from './parts.tsx';

export interface AuditFilters {
  actor: number | string;
  action: string;
  subject: string;
  from: string;
  to: string;
}

/**
 * /admin/audit: the audit log, newest first, filtered by actor, action, subject and UTC days; each
 * line's time in the viewer's zone, who did it (a link to their page), what, on what, the change
 * (before → after, compact JSON) and the address it came from.
 */
export function AuditLog({ query, list }: { query: AuditFilters; list: ConsolePage<AuditEntry> }) {
  const { t } = useTranslation('console');
  const { time } = useConsole();
  const datesNote = useId();
  const columns: ConsoleColumn<AuditEntry>[] = [
    { key: 'time', header: t('audit.time'), cell: (row) => <time dateTime={row.at}>{time(row.at)}</time> },
    {
      key: 'actor',
      header: t('audit.who'),
      cell: (row) =>
        row.actor === null ? (
          t('audit.system')
        ) : (
          <UserLink uid={row.actor}>
            {row.actorName ? <bdi>{row.actorName}</bdi> : null}
            <span className="console-muted">
              {' '}
              <bdi>{row.actor}</bdi>
            </span>
          </UserLink>
        ),
    },
    {
      key: 'action',
      header: t('audit.what'),
      className: 'user-table__wrap',
      cell: (row) => t(`actions.${row.action}`, { defaultValue: row.action }),
    },
    {
      key: 'subject',
      header: t('audit.on'),
      cell: (row) =>
        row.subjectType === 'user' ? (
          <UserLink uid={row.subjectId} />
        ) : (
          <Ltr>
            {row.subjectType} {row.subjectId}
          </Ltr>
        ),
    },
    {
      key: 'change',
      header: t('audit.change'),
      className: 'user-table__wrap console-change-cell',
      cell: (row) => <Change before={row.before} after={row.after} />,
    },
    {
      key: 'address',
      header: t('audit.address'),
      cell: (row) => row.address && <Ltr>{row.address}</Ltr>,
    },
  ];
  return (
    <>
      <ConsoleFilters label={t('table.filters')} note={{ id: datesNote, text: t('audit.datesHint') }}>
        <FilterField
          name="actor"
          label={t('audit.actor')}
          value={query.actor}
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
        />
        <FilterSelect
          name="action"
          label={t('audit.action')}
          value={query.action}
          options={[
            { value: '', label: t('audit.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
          ]}
        />
        <FilterField
          name="subject"
          label={t('audit.subject')}
          value={query.subject}
          maxLength={64}
          autoComplete="off"
        />
        <FilterField
          name="from"
          type="date"
          label={t('audit.from')}
          value={query.from}
          describedBy={datesNote}
        />
        <FilterField name="to" type="date" label={t('audit.to')} value={query.to} describedBy={datesNote} />
      </ConsoleFilters>
      <ConsoleTable
        caption={t('audit.caption')}
        columns={columns}
        rows={list.list}
        rowKey={(row) => row.id}
        empty={t('audit.empty')}
        paging={list}
      />
    </>
  );
}

/** A line's change: its before and after values as compact JSON, one above the other on a narrow cell. */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('console');
  const was = compactJson(before);
  const now = compactJson(after);
  return (
    <span className="console-change">
      {was && (
        <>
          <span className="visually-hidden">{t('audit.before')}</span>
          <code dir="ltr" className="console-json">
            {was}
          </code>
          <span aria-hidden="true" className="console-change__arrow">
            →
          </span>
        </>
      )}
      <span className="visually-hidden">{t('audit.after')}</span>
      <code dir="ltr" className="console-json">
        {now}
      </code>
    </span>
  );
}
