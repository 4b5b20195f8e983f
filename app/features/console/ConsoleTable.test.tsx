/**
 * The console's one table and its pager, as the server renders them: real column heads, a caption,
 * the empty state, and page links that keep the filters and change `?page=` (they work before the
 * page's scripts run).
 */
import { describe, expect, it } from 'vitest';
import { type ConsoleColumn, ConsoleTable } from './ConsoleTable.tsx';
import { renderConsole, textOf } from './console-test-kit.test-support.ts';

interface Row {
  uid: number;
  name: string;
}

const columns: ConsoleColumn<Row>[] = [
  { key: 'uid', header: 'Uid', cell: (row) => row.uid },
  { key: 'name', header: 'Name', cell: (row) => row.name },
];
const rows: Row[] = [
  { uid: 100001, name: 'Ada' },
  { uid: 100002, name: 'Grace' },
];

const table = (paging: { page: number; size: number; total: number } | undefined, list = rows) => (
  <ConsoleTable
    caption="Users found"
    columns={columns}
    rows={list}
    rowKey={(row) => row.uid}
    empty="No account matches."
    paging={paging}
  />
);

describe('ConsoleTable', () => {
  it('renders a real table: caption, column heads, a row per item', () => {
    const html = renderConsole(table(undefined));
    expect(html).toMatch(/<table class="user-table">/);
    expect(html).toMatch(/<caption id="[^"]+" class="visually-hidden">Users found<\/caption>/);
    expect(html).toContain('<th scope="col">Uid</th><th scope="col">Name</th>');
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(textOf(html)).toContain('100002 Grace');
    // The scrolling region is named by the caption and reachable with the keyboard.
    expect(html).toMatch(/<section class="user-table-scroll" aria-labelledby="[^"]+" tabindex="0">/);
  });

  it('shows the empty state instead of an empty table', () => {
    const html = renderConsole(table({ page: 1, size: 50, total: 0 }, []));
    expect(html).not.toContain('<table');
    expect(html).toContain('No account matches.');
    expect(textOf(html)).toContain('Results: 0');
  });

  it('links the pages around the current one, keeping the filters', () => {
    const html = renderConsole(table({ page: 2, size: 50, total: 260 }), {
      url: '/admin/users?q=fan&page=2',
    });
    expect(textOf(html)).toContain('Results: 260');
    expect(textOf(html)).toContain('Page 2 of 6');
    expect(html).toMatch(/<nav class="console-pager__pages" aria-label="Pages">/);
    // Previous is page 1, written without `page`; next is page 3; the current page is marked.
    expect(html).toMatch(/<a rel="prev" [^>]*href="\/admin\/users\?q=fan">Previous<\/a>/);
    expect(html).toMatch(/<a rel="next" [^>]*href="\/admin\/users\?q=fan&amp;page=3">Next<\/a>/);
    expect(html).toMatch(
      /aria-label="Page 2" aria-current="page" href="\/admin\/users\?q=fan&amp;page=2">2</,
    );
    for (const page of [3, 4, 6]) expect(html).toContain(`aria-label="Page ${page}"`);
    expect(html).not.toContain('aria-label="Page 5"'); // left out: an ellipsis
  });

  it('shows only the count when everything fits on one page', () => {
    const html = renderConsole(table({ page: 1, size: 50, total: 2 }));
    expect(html).not.toContain('console-pager__pages');
    expect(textOf(html)).toContain('Results: 2');
  });

  it('speaks the page language (Simplified Chinese)', () => {
    const html = renderConsole(table({ page: 1, size: 50, total: 120 }), {
      url: '/admin/audit',
      language: 'zh_CN',
    });
    expect(textOf(html)).toContain('第 1 页，共 3 页');
    expect(textOf(html)).toContain('下一页');
  });
});
