/** The console's navigation shows the sections the viewer's roles open, and no other. */
import { describe, expect, it } from 'vitest';
import { ConsoleNav } from './ConsoleNav.tsx';
import { renderConsole } from './console-test-kit.test-support.ts';

const links = (roles: string[]) =>
  [...renderConsole(<ConsoleNav roles={roles} />, { roles }).matchAll(/<a [^>]*href="([^"]+)"/g)].map(
    (match) => match[1],
  );

describe('ConsoleNav', () => {
  it('shows an administrator every section', () => {
    expect(links(['admin'])).toEqual([
      '/admin',
      '/admin/users',
      '/admin/review',
      '/admin/comments',
      '/admin/posts',
      '/admin/news',
      '/admin/videos',
      '/admin/words',
      '/admin/games',
      '/admin/corrections',
      '/admin/audit',
      '/admin/outbox',
      '/admin/brand',
    ]);
  });

  it('shows support staff the users and reviewers the queues, each only their own', () => {
    expect(links(['support'])).toEqual(['/admin', '/admin/users']);
    expect(links(['reviewer'])).toEqual(['/admin', '/admin/review', '/admin/comments', '/admin/posts']);
    expect(links(['reviewer', 'support'])).toEqual([
      '/admin',
      '/admin/users',
      '/admin/review',
      '/admin/comments',
      '/admin/posts',
    ]);
  });

  it('shows an editor the home and the content and catalog sections (news, videos, banned words, games, corrections)', () => {
    expect(links(['editor'])).toEqual([
      '/admin',
      '/admin/news',
      '/admin/videos',
      '/admin/words',
      '/admin/games',
      '/admin/corrections',
    ]);
  });

  it('is a labelled navigation marking the current section', () => {
    const html = renderConsole(<ConsoleNav roles={['support']} />, { url: '/admin/users' });
    expect(html).toContain('<nav class="console-nav" aria-label="Console sections">');
    expect(html).toMatch(
      /<a aria-current="page" class="console-nav__link active" href="\/admin\/users">Users<\/a>/,
    );
  });
});
