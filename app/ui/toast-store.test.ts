import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, MAX_TOASTS, showToast, TOAST_DURATION_MS } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts: errors by default, gone after 4 s, at most 3 on screen', () => {
  it('is an error toast unless told otherwise', () => {
    showToast('Boom');
    showToast('Saved', 'info');
    expect(getToasts().map((t) => [t.message, t.kind])).toEqual([
      ['Boom', 'error'],
      ['Saved', 'info'],
    ]);
  });

  it('dismisses itself after 4 s', () => {
    showToast('Boom');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('keeps the 3 newest', () => {
    for (const message of ['a', 'b', 'c', 'd']) showToast(message);
    expect(MAX_TOASTS).toBe(3);
    expect(getToasts().map((t) => t.message)).toEqual(['b', 'c', 'd']);
  });

  it('shows the same message once when several calls fail together', () => {
    showToast('Offline');
    vi.advanceTimersByTime(3000);
    showToast('Offline');
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(3000);
    expect(getToasts()).toHaveLength(1);
  });

  it('can be closed', () => {
    const id = showToast('Boom');
    dismissToast(id);
    expect(getToasts()).toEqual([]);
  });

  it('may carry a link and stay longer', () => {
    showToast('Your reserved match has started', 'info', {
      link: { href: '/soccer/42', text: 'Watch' },
      durationMs: 12_000,
    });
    expect(getToasts()[0]).toMatchObject({ link: { href: '/soccer/42', text: 'Watch' }, durationMs: 12_000 });
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(12_000 - TOAST_DURATION_MS);
    expect(getToasts()).toHaveLength(0);
  });
});
