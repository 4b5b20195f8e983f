/**
 * /admin/videos: every video in any state, last changed first, with the filters (title words, state,
 * language, game) and the console's one table, paged on the server; a link to a new one.
 */
import type { EditorVideoRow } from '../../../../shared/videos/contract.ts';
import { VIDEO_STATUSES, videoPath } from '../../../../shared/videos/model.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatNumber } from '../../../lib/format.ts';
import { Link } from '../../../ui/links.tsx';
import { useConsole } from '../ConsoleLayout.tsx';
import { type ConsoleColumn, ConsoleTable } from '../ConsoleTable.tsx';
import { ConsoleFilters, FilterField, FilterSelect } from '../Filters.tsx';
import type { VideosConsoleData } from './videos-console.server.ts';
import './video-console.css';

export const videoEditPath = (id: number | 'new') => `/admin/videos/${id}`;

export function VideoConsoleList({ data }: { data: VideosConsoleData }) {
  const { t, i18n } = useTranslation('videos');
  const { time } = useConsole();
  const languageName = (code: string) => data.languages.find((l) => l.code === code)?.name ?? code;
  const columns: ConsoleColumn<EditorVideoRow>[] = [
    {
      key: 'title',
      header: t('console.columns.title'),
      className: 'user-table__wrap',
      cell: (row) => (
        <span className="video-console__title">
          {row.cover ? (
            <img src={row.cover} alt="" width={64} height={36} loading="lazy" decoding="async" />
          ) : (
            <span className="video-console__nocover" />
          )}
          <Link to={videoEditPath(row.id)} className="console-link" dir="auto">
            {row.title}
          </Link>
          {row.demo && <span className="video-console__demo">{t('card.demo')}</span>}
        </span>
      ),
    },
    {
      key: 'game',
      header: t('console.columns.game'),
      cell: (row) => (row.gameId === null ? '' : t(`games:${row.gameId}`)),
    },
    { key: 'language', header: t('console.columns.language'), cell: (row) => languageName(row.language) },
    {
      key: 'category',
      header: t('console.columns.category'),
      cell: (row) => t(`categories.${row.category}`),
    },
    {
      key: 'status',
      header: t('console.columns.status'),
      cell: (row) => (
        <>
          <span className={`console-badge video-status video-status--${row.status}`}>
            {t(`statuses.${row.status}`)}
          </span>
          {row.hlsState !== 'none' && (
            <>
              {' '}
              <span className={`console-badge video-hls video-hls--${row.hlsState}`}>
                {t(`console.hls.${row.hlsState}`)}
              </span>
            </>
          )}
        </>
      ),
    },
    {
      key: 'publishAt',
      header: t('console.columns.publishAt'),
      cell: (row) => row.publishAt && <time dateTime={row.publishAt}>{time(row.publishAt)}</time>,
    },
    {
      key: 'views',
      header: t('console.columns.views'),
      className: 'user-table__number',
      cell: (row) => formatNumber(row.views, i18n.language),
    },
    {
      key: 'updated',
      header: t('console.columns.updated'),
      cell: (row) => <time dateTime={row.updatedAt}>{time(row.updatedAt)}</time>,
    },
    {
      key: 'open',
      header: <span className="visually-hidden">{t('console.open')}</span>,
      cell: (row) =>
        row.status === 'published' && (
          <Link to={videoPath(row.game, row.id)} className="console-link">
            {t('console.open')}
          </Link>
        ),
    },
  ];
  return (
    <>
      <p className="video-console__actions">
        <Link to={videoEditPath('new')} className="button">
          {t('console.new')}
        </Link>
      </p>
      <ConsoleFilters label={t('console.filters')}>
        <FilterField
          name="q"
          type="search"
          label={t('console.q')}
          value={data.query.q}
          maxLength={100}
          autoComplete="off"
        />
        <FilterSelect
          name="status"
          label={t('console.status')}
          value={data.query.status}
          options={[
            { value: '', label: t('console.anyStatus') },
            ...VIDEO_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
        />
        <FilterSelect
          name="language"
          label={t('console.language')}
          value={data.query.language}
          options={[
            { value: '', label: t('console.anyLanguage') },
            ...data.languages.map((l) => ({ value: l.code, label: l.name })),
          ]}
        />
        <FilterSelect
          name="game"
          label={t('console.game')}
          value={data.query.game}
          options={[
            { value: '', label: t('console.anyGame') },
            ...data.games.map((g) => ({ value: g.abbr, label: t(`games:${g.gameId}`) })),
          ]}
        />
      </ConsoleFilters>
      <ConsoleTable
        caption={t('console.caption')}
        columns={columns}
        rows={data.list.list}
        rowKey={(row) => row.id}
        empty={t('console.empty')}
        paging={data.list}
      />
    </>
  );
}
