/**
 * /admin/corrections (issue 15: "catalog management ... leagues/teams/player corrections over feed
 * data"): find a league, team or player by name (the libraries' search) or id and correct its fields
 * (CorrectionEditor); below, the corrections in force, newest first and by kind, each field with the
 * corrected value and the feed's latest one, removable one field at a time or all at once. Nothing is
 * deleted: removing a correction shows the feed's values again (decision 021).
 */
import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { CORRECTION_KINDS } from '../../../../shared/competitions/model.ts';
import { actsAs } from '../../../../shared/console/model.ts';
import { localName } from '../../../../shared/games/names.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Link } from '../../../ui/links.tsx';
import { hitPath } from '../../search/index.ts';
import { useConsole } from '../ConsoleLayout.tsx';
import { type ConsoleColumn, ConsoleTable } from '../ConsoleTable.tsx';
import { ConsoleFilters, FilterField, FilterSelect } from '../Filters.tsx';
import { UserLink } from '../parts.tsx';
import { useConsoleAction } from '../use-console-action.ts';
import { CorrectionEditor } from './CorrectionEditor.tsx';
import type { CorrectionRow, CorrectionsData, SubjectFinder } from './corrections.server.ts';
import { uncorrectSubject } from './corrections-api.ts';
import { hrefWith } from './corrections-model.ts';
import { FieldValue, SubjectLink } from './parts.tsx';
import './corrections.css';

export function Corrections({ data }: { data: CorrectionsData }) {
  const { t } = useTranslation('console');
  const listHeading = useId();
  const editorAction = useConsoleAction();
  return (
    <>
      <p>{t('corrections.lead')}</p>
      {data.editor ? (
        <CorrectionEditor
          // A new subject, or new values after a save, start the form afresh from what it shows.
          key={`${data.editor.kind}:${data.editor.id}:${JSON.stringify(data.editor.values)}`}
          editor={data.editor}
          languages={data.languages}
          backToHits={data.finder.q !== ''}
          action={editorAction}
        />
      ) : (
        <Finder finder={data.finder} tableKind={data.query.kind} />
      )}
      <section className="corrections-list" aria-labelledby={listHeading}>
        <h2 id={listHeading} className="corrections-heading">
          {t('corrections.list')}
        </h2>
        <ConsoleFilters label={t('table.filters')}>
          <FilterSelect
            name="kind"
            label={t('corrections.kind')}
            value={data.query.kind}
            options={[
              { value: '', label: t('corrections.allKinds') },
              ...CORRECTION_KINDS.map((kind) => ({ value: kind, label: t(`corrections.kinds.${kind}`) })),
            ]}
          />
        </ConsoleFilters>
        <CorrectionsTable list={data.list} />
      </section>
    </>
  );
}

/** Find the subject to correct: its kind, then part of its name (any language) or its id. */
function Finder({ finder, tableKind }: { finder: SubjectFinder; tableKind: string }) {
  const { t } = useTranslation('console');
  const { search } = useLocation();
  const headingId = useId();
  const hitsHeading = useId();
  return (
    <section className="corrections-finder" aria-labelledby={headingId}>
      <h2 id={headingId} className="corrections-heading">
        {t('corrections.find.heading')}
      </h2>
      <Form key={search} method="get" className="console-filters" role="search" aria-labelledby={headingId}>
        <div className="console-filters__fields">
          <FilterSelect
            name="subject"
            label={t('corrections.kind')}
            value={finder.kind}
            options={CORRECTION_KINDS.map((kind) => ({ value: kind, label: t(`corrections.kinds.${kind}`) }))}
          />
          <FilterField
            name="q"
            type="search"
            label={t('corrections.find.label')}
            hint={t('corrections.find.hint')}
            value={finder.q}
            maxLength={128}
            autoComplete="off"
            wide
          />
          {tableKind && <input type="hidden" name="kind" value={tableKind} />}
        </div>
        <div className="console-filters__buttons">
          <button type="submit" className="button">
            {t('corrections.find.submit')}
          </button>
        </div>
      </Form>
      {finder.q !== '' && (
        <section aria-labelledby={hitsHeading}>
          <h3 id={hitsHeading} className="visually-hidden">
            {t('corrections.find.results')}
          </h3>
          {finder.problem ? (
            <p className="console-note" role="status">
              {t(`corrections.find.${finder.problem.reason}`, {
                min: finder.problem.min,
                max: finder.problem.max,
              })}
            </p>
          ) : finder.hits.length === 0 ? (
            <EmptyState message={t('corrections.find.none', { q: finder.q })} />
          ) : (
            <Hits finder={finder} />
          )}
        </section>
      )}
    </section>
  );
}

function Hits({ finder }: { finder: SubjectFinder }) {
  const { t } = useTranslation('console');
  const { locale } = useConsole();
  const { pathname, search } = useLocation();
  return (
    <ul className="corrections-hits">
      {finder.hits.map((hit) => (
        <li key={hit.id} className="corrections-hit">
          <bdi className="corrections-hit__name">{localName(hit, locale)}</bdi>
          <span className="console-muted">{t('corrections.id', { id: hit.id })}</span>
          {hit.gameId !== null && <span>{t(`games:${hit.gameId}`, { defaultValue: '' })}</span>}
          {hit.team && <span>{t('corrections.find.team', { team: localName(hit.team, locale) })}</span>}
          <Link to={hitPath(hit)} className="console-link">
            {t('corrections.openPage')}
          </Link>
          <Link
            to={hrefWith(pathname, search, { subject: hit.kind, id: String(hit.id) })}
            className="button button--secondary console-button--small corrections-hit__link"
            aria-label={t('corrections.find.correctName', { name: localName(hit, locale) })}
          >
            {t('corrections.find.correct')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The corrections in force: subject, corrected fields (corrected and feed values), who and when. */
function CorrectionsTable({ list }: { list: CorrectionsData['list'] }) {
  const { t } = useTranslation('console');
  const { time, roles, locale } = useConsole();
  const { pathname, search } = useLocation();
  const action = useConsoleAction();
  const fieldName = (field: string) => t(`corrections.fields.${field}`, { defaultValue: field });
  const nameOf = (row: CorrectionRow) => (row.subject ? localName(row.subject, locale) : `#${row.id}`);

  function remove(row: CorrectionRow, field?: string) {
    const name = nameOf(row);
    const question = field
      ? t('corrections.removeFieldConfirm', { field: fieldName(field), name })
      : t('corrections.removeAllConfirm', { name });
    if (!window.confirm(question)) return;
    void action.run(
      () => uncorrectSubject(row.kind, row.id, field ? [field] : undefined),
      t('corrections.removed'),
    );
  }

  const columns: ConsoleColumn<CorrectionRow>[] = [
    { key: 'kind', header: t('corrections.kind'), cell: (row) => t(`corrections.kinds.${row.kind}`) },
    {
      key: 'subject',
      header: t('corrections.subject'),
      className: 'user-table__wrap',
      cell: (row) => <SubjectLink kind={row.kind} id={row.id} subject={row.subject} />,
    },
    {
      key: 'fields',
      header: t('corrections.fieldsHeader'),
      className: 'user-table__wrap',
      cell: (row) => (
        <ul className="corrections-fields">
          {Object.entries(row.fields).map(([field, value]) => (
            <li key={field} className="corrections-field">
              <span className="corrections-field__name">{fieldName(field)}</span>
              <span>
                {t('corrections.corrected')} <FieldValue field={field} value={value} />
              </span>
              <span className="console-muted">
                {t('corrections.feed')} <FieldValue field={field} value={row.feed[field]} />
              </span>
              <button
                type="button"
                className="button button--secondary console-button--small"
                disabled={action.busy}
                aria-label={t('corrections.removeFieldLabel', { field: fieldName(field), name: nameOf(row) })}
                onClick={() => remove(row, field)}
              >
                {t('corrections.removeField')}
              </button>
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'updated',
      header: t('corrections.updated'),
      cell: (row) => (
        <span>
          <time dateTime={row.updatedAt}>{time(row.updatedAt)}</time>
          {row.updatedBy !== null && (
            <>
              <br />
              {actsAs(roles, 'support') ? (
                <UserLink uid={row.updatedBy}>{t('corrections.by', { uid: row.updatedBy })}</UserLink>
              ) : (
                <span>{t('corrections.by', { uid: row.updatedBy })}</span>
              )}
            </>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('corrections.actions'),
      cell: (row) => (
        <span className="corrections-actions">
          <Link
            to={hrefWith(pathname, search, { subject: row.kind, id: String(row.id), q: null })}
            className="button button--secondary console-button--small"
            aria-label={t('corrections.editName', { name: nameOf(row) })}
          >
            {t('corrections.edit')}
          </Link>
          <button
            type="button"
            className="button console-button--danger console-button--small"
            disabled={action.busy}
            aria-label={t('corrections.removeAllLabel', { name: nameOf(row) })}
            onClick={() => remove(row)}
          >
            {t('corrections.removeAll')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      {action.done && (
        <p className="console-done" role="status">
          {action.done}
        </p>
      )}
      <ConsoleTable
        caption={t('corrections.caption')}
        columns={columns}
        rows={list.list}
        rowKey={(row) => `${row.kind}:${row.id}`}
        empty={t('corrections.empty')}
        paging={list}
      />
    </>
  );
}
