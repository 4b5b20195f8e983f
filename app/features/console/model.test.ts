import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, accessDecision } from '../../middleware/access.ts';
import {
  accountBadges,
  CONSOLE_HOME,
  CONSOLE_SECTIONS,
  compactJson,
  pageCount,
  pageHref,
  pagerWindow,
  sectionsFor,
} from './model.ts';

describe('console sections', () => {
  it('open by role, an administrator acting as every role', () => {
    const keys = (roles: string[]) => sectionsFor(roles).map((s) => s.key);
    expect(keys(['admin'])).toEqual([
      'users',
      'review',
      'comments',
      'posts',
      'news',
      'videos',
      'words',
      'games',
      'corrections',
      'audit',
      'outbox',
      'brand',
    ]);
    expect(keys(['support'])).toEqual(['users']);
    expect(keys(['reviewer'])).toEqual(['review', 'comments', 'posts']);
    expect(keys(['support', 'reviewer'])).toEqual(['users', 'review', 'comments', 'posts']);
    expect(keys(['editor'])).toEqual(['news', 'videos', 'words', 'games', 'corrections']);
    expect(keys(['channel', 'anchor'])).toEqual([]);
  });

  it('are guarded by the access rules for exactly the roles the navigation shows them to', () => {
    const people = [
      [],
      ['admin'],
      ['editor'],
      ['reviewer'],
      ['support'],
      ['channel'],
      ['support', 'reviewer'],
    ];
    for (const roles of people) {
      const shown = sectionsFor(roles).map((s) => s.path);
      const opened = CONSOLE_SECTIONS.map((s) => s.path).filter(
        (path) => accessDecision(path, { roles }, ACCESS_RULES) === 'allowed',
      );
      expect(opened, roles.join(',')).toEqual(shown);
    }
    // The home opens to every staff role and to nobody else.
    expect(accessDecision(CONSOLE_HOME, { roles: ['editor'] })).toBe('allowed');
    expect(accessDecision(CONSOLE_HOME, { roles: ['channel'] })).toBe('forbidden');
  });
});

describe('the pager', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it('links the first, the last and two pages either side of the current one', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pagerWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pagerWindow(12, 12)).toEqual([1, null, 10, 11, 12]);
  });

  it('keeps the filters and writes page 1 without `page`', () => {
    expect(pageHref('/admin/users', '?q=fan&page=3', 4)).toBe('/admin/users?q=fan&page=4');
    expect(pageHref('/admin/users', '?page=3&q=fan', 1)).toBe('/admin/users?q=fan');
    expect(pageHref('/admin/audit', '', 1)).toBe('/admin/audit');
  });
});

describe('audit values and account states', () => {
  it('write a value as one line of JSON, nothing for none', () => {
    expect(compactJson({ bannedAt: null, reason: 'spam' })).toBe('{"bannedAt":null,"reason":"spam"}');
    expect(compactJson(null)).toBe('');
    expect(compactJson(undefined)).toBe('');
  });

  it('badge a banned, muted or cancelled account', () => {
    const none = { bannedAt: null, mutedUntil: null, cancelledAt: null };
    expect(accountBadges(none)).toEqual([]);
    expect(accountBadges({ ...none, bannedAt: 'x', mutedUntil: 'y' })).toEqual(['banned', 'muted']);
    expect(accountBadges({ ...none, cancelledAt: 'z' })).toEqual(['cancelled']);
  });
});
