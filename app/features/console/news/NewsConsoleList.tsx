/** `/admin/news`: every article in any state, last changed first, with filters; a new one from here. */
import type { EditorNewsRow } from '../../../../shared/news/contract.ts';
import { NEWS_STATUSES } from '../../../../shared/news/model.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../ui/links.tsx';
import { useConsole } from '../ConsoleLayout.tsx';
import { type ConsoleColumn, ConsoleTable } from '../ConsoleTable.tsx';
import { ConsoleFilters, FilterField, FilterSelect } from '../Filters.tsx';
import { newsEditPath } from './NewsEditor.tsx';
import type { NewsConsoleData } from './news-console.server.ts';
import './news-console.css';

export function NewsConsoleList({ data }: { data: NewsConsoleData }) {
  const { t } = useTranslation('news');
  const { time } = useConsole();
  const languageName = (code: string) => data.languages.find((l) => l.code === code)?.name ?? code;
  const columns: ConsoleColumn<EditorNewsRow>[] = [
    {
      key: 'title',
      header: t('console.list.title'),
      className: 'user-table__wrap',
      cell: (row) => (
        <Link to={newsEditPath(row.id)} dir="auto">
          {row.title}
        </Link>
      ),
    },
    { key: 'language', header: t('console.list.language'), cell: (row) => languageName(row.language) },
    {
      key: 'game',
      header: t('console.list.game'),
      cell: (row) => (row.gameId === null ? t('console.editor.allGames') : t(`games:${row.gameId}`)),
    },
    { key: 'category', header: t('console.list.category'), cell: (row) => t(`categories.${row.category}`) },
    {
      key: 'status',
      header: t('console.list.status'),
      cell: (row) => (
        <span className={`console-badge news-status news-status--${row.status}`}>
          {t(`console.statuses.${row.status}`)}
        </span>
      ),
    },
    {
      key: 'publishAt',
      header: t('console.list.publishAt'),
      cell: (row) => (row.publishAt ? <time dateTime={row.publishAt}>{time(row.publishAt)}</time> : '—'),
    },
    {
      key: 'updated',
      header: t('console.list.updated'),
      cell: (row) => <time dateTime={row.updatedAt}>{time(row.updatedAt)}</time>,
    },
    { key: 'author', header: t('console.list.author'), cell: (row) => row.author ?? '—' },
  ];
  return (
    <>
      <p className="news-console__actions">
        <Link to="/admin/news/new" className="button button--primary">
          {t('console.list.new')}
        </Link>
      </p>
      <ConsoleFilters label={t('console.list.filters')}>
        <FilterField name="q" label={t('console.list.search')} value={data.query.q} />
        <FilterSelect
          name="status"
          label={t('console.list.status')}
          value={data.query.status ?? ''}
          options={[
            { value: '', label: t('console.list.any') },
            ...NEWS_STATUSES.map((s) => ({ value: s, label: t(`console.statuses.${s}`) })),
          ]}
        />
        <FilterSelect
          name="language"
          label={t('console.list.language')}
          value={data.query.language ?? ''}
          options={[
            { value: '', label: t('console.list.any') },
            ...data.languages.map((l) => ({ value: l.code, label: l.name })),
          ]}
        />
      </ConsoleFilters>
      <ConsoleTable
        caption={t('console.list.caption')}
        columns={columns}
        rows={data.list.list}
        rowKey={(row) => row.id}
        empty={t('console.list.empty')}
        paging={data.list}
      />
    </>
  );
}
