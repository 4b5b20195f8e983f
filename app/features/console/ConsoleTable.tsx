import { type ReactNode, useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/links.tsx';
import { ScrollHint } from '../../ui/ScrollHint.tsx';
import { pageCount, pageHref, pagerWindow } from './model.ts';

/** One column of a console table: its head and how a row fills its cell. */
export interface ConsoleColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `user-table__wrap` for text that may wrap, `user-table__number` for numbers. */
  className?: string;
}

/** Where a server-paginated list is: its page, page size and how many rows match in all. */
export interface ConsolePaging {
  page: number;
  size: number;
  total: number;
}

/**
 * The console's one table: a real `<table>` with a caption and column heads, scrolling sideways
 * inside the page when it is wider than the screen (with the hint of ScrollHint; keyboards reach it);
 * on a phone each row stacks its cells, each led by its column's name (`data-label`, console.css).
 * The empty state when no row matches, and the pager of a server-paginated list under it.
 */
export function ConsoleTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  paging,
}: {
  caption: string;
  columns: readonly ConsoleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there is no row. */
  empty: string;
  paging?: ConsolePaging;
}) {
  const captionId = useId();
  return (
    <div className="console-table">
      {rows.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <ScrollHint className="scroll-hint--table">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboards must reach it */}
          <section className="user-table-scroll" aria-labelledby={captionId} tabIndex={0}>
            <table className="user-table">
              <caption id={captionId} className="visually-hidden">
                {caption}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} scope="col" className={column.className}>
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={column.className}
                        data-label={typeof column.header === 'string' ? column.header : undefined}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </ScrollHint>
      )}
      {paging && <Pager {...paging} />}
    </div>
  );
}

/**
 * A server-paginated list's pages: the count of results, previous and next, and the numbers around
 * the current page, as links that keep the page's filters and change `?page=` (real links: they work
 * before the scripts run). Only the count when everything fits on one page.
 */
export function Pager({ page, size, total }: ConsolePaging) {
  const { t, i18n } = useTranslation('console');
  const { pathname, search } = useLocation();
  const pages = pageCount(total, size);
  const n = (value: number) => formatNumber(value, i18n.language);
  const href = (to: number) => pageHref(pathname, search, to);
  return (
    <div className="console-pager">
      <p className="console-pager__total">{t('table.total', { total: n(total) })}</p>
      {pages > 1 && (
        <nav className="console-pager__pages" aria-label={t('table.pager')}>
          <p className="console-pager__where">{t('table.where', { page: n(page), pages: n(pages) })}</p>
          <ul className="console-pager__list">
            <li>
              {page > 1 ? (
                <Link to={href(Math.min(page, pages + 1) - 1)} rel="prev" className="console-pager__link">
                  {t('table.previous')}
                </Link>
              ) : (
                <span className="console-pager__link" aria-disabled="true">
                  {t('table.previous')}
                </span>
              )}
            </li>
            {pagerWindow(Math.min(page, pages), pages).map((number, index) =>
              number === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a gap between two fixed numbers
                <li key={`gap-${index}`} className="console-pager__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={number}>
                  <Link
                    to={href(number)}
                    className="console-pager__link console-pager__number"
                    aria-label={t('table.pageNumber', { page: n(number) })}
                    aria-current={number === page ? 'page' : undefined}
                  >
                    {n(number)}
                  </Link>
                </li>
              ),
            )}
            <li>
              {page < pages ? (
                <Link to={href(page + 1)} rel="next" className="console-pager__link">
                  {t('table.next')}
                </Link>
              ) : (
                <span className="console-pager__link" aria-disabled="true">
                  {t('table.next')}
                </span>
              )}
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
