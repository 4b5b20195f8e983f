import { describe, expect, it } from 'vitest';
import { cleanTags, transition, visibleAt } from './rules.ts';

const now = new Date('2026-11-29T10:00:00Z');
const hourAgo = new Date('2026-11-29T09:00:00Z');
const inAnHour = new Date('2026-11-29T11:00:00Z');

describe("a news article's states (shared/news/model.ts diagram)", () => {
  it('is visible when published, or scheduled with its time passed', () => {
    expect(visibleAt('published', hourAgo, now)).toBe(true);
    expect(visibleAt('scheduled', hourAgo, now)).toBe(true);
    expect(visibleAt('scheduled', now, now)).toBe(true);
    expect(visibleAt('scheduled', inAnHour, now)).toBe(false);
    expect(visibleAt('draft', hourAgo, now)).toBe(false);
    expect(visibleAt('unpublished', hourAgo, now)).toBe(false);
  });

  it('allows exactly the transitions of the diagram', () => {
    const table: [string, string, boolean][] = [
      ['draft', 'publish', true],
      ['draft', 'schedule', true],
      ['draft', 'unpublish', false],
      ['draft', 'draft', false],
      ['published', 'publish', false],
      ['published', 'schedule', false],
      ['published', 'unpublish', true],
      ['published', 'draft', false],
      ['unpublished', 'publish', true],
      ['unpublished', 'schedule', true],
      ['unpublished', 'draft', true],
      ['scheduled', 'publish', true],
      ['scheduled', 'unpublish', true],
      ['scheduled', 'draft', true],
    ];
    for (const [status, action, allowed] of table) {
      const run = () =>
        transition(
          { status: status as 'draft', publishAt: status === 'scheduled' ? inAnHour : hourAgo },
          action as 'publish',
          now,
          inAnHour,
        );
      if (allowed) expect(run, `${status} → ${action}`).not.toThrow();
      else expect(run, `${status} → ${action}`).toThrow('newsTransition');
    }
  });

  it('treats a scheduled article whose time came as published', () => {
    expect(() => transition({ status: 'scheduled', publishAt: hourAgo }, 'publish', now)).toThrow(
      'newsTransition',
    );
    expect(transition({ status: 'scheduled', publishAt: hourAgo }, 'unpublish', now)).toEqual({
      status: 'unpublished',
      publishAt: hourAgo,
    });
  });

  it('publishes now, keeps the first date when republished, schedules only in the future', () => {
    expect(transition({ status: 'draft', publishAt: null }, 'publish', now)).toEqual({
      status: 'published',
      publishAt: now,
    });
    expect(transition({ status: 'unpublished', publishAt: hourAgo }, 'publish', now).publishAt).toBe(hourAgo);
    expect(() => transition({ status: 'draft', publishAt: null }, 'schedule', now, hourAgo)).toThrow(
      'newsScheduleTime',
    );
    expect(() => transition({ status: 'draft', publishAt: null }, 'schedule', now)).toThrow(
      'newsScheduleTime',
    );
    expect(transition({ status: 'draft', publishAt: null }, 'schedule', now, inAnHour)).toEqual({
      status: 'scheduled',
      publishAt: inAnHour,
    });
    // Unpublishing a scheduled article forgets its time.
    expect(transition({ status: 'scheduled', publishAt: inAnHour }, 'unpublish', now).publishAt).toBeNull();
  });

  it('cleans tags: trimmed, no #, unique regardless of case, order kept', () => {
    expect(cleanTags([' #LCK', 'lck', 'Worlds ', '##', '  '])).toEqual(['LCK', 'Worlds']);
  });
});
