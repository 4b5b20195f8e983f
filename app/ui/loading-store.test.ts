import { describe, expect, it } from 'vitest';
import {
  type BarEvent,
  type BarState,
  barView,
  endActivity,
  getActivityCount,
  IDLE_BAR,
  LOADING_DURATION_MS,
  LOADING_FADE_MS,
  LOADING_MAX_PROGRESS,
  LOADING_THROTTLE_MS,
  progressAt,
  reduceBar,
  startActivity,
  subscribeActivity,
} from './loading-store.ts';

function run(events: BarEvent[], from: BarState = IDLE_BAR): BarState {
  return events.reduce(reduceBar, from);
}

describe('Progress bar throttle / duration: 200 ms / 5 s', () => {
  it('uses the spec figures', () => {
    expect(LOADING_THROTTLE_MS).toBe(200);
    expect(LOADING_DURATION_MS).toBe(5000);
  });

  describe('throttle: the bar appears only if loading lasts longer than 200 ms', () => {
    it('stays hidden before 200 ms', () => {
      const state = run([
        { type: 'start', at: 1000 },
        { type: 'tick', at: 1199 },
      ]);
      expect(barView(state).visible).toBe(false);
    });

    it('shows at 200 ms', () => {
      const state = run([
        { type: 'start', at: 1000 },
        { type: 'tick', at: 1200 },
      ]);
      expect(state.phase).toBe('running');
      expect(barView(state).visible).toBe(true);
    });

    it('never shows for a load that ends within 200 ms', () => {
      const state = run([
        { type: 'start', at: 1000 },
        { type: 'tick', at: 1150 },
        { type: 'stop', at: 1190 },
        { type: 'tick', at: 1300 },
      ]);
      expect(state).toEqual(IDLE_BAR);
      expect(barView(state).visible).toBe(false);
    });
  });

  describe('duration: the width grows towards 90 % over 5 s, ease-out', () => {
    it('reaches 90 % at 5 s and never goes past it while loading', () => {
      expect(progressAt(LOADING_DURATION_MS)).toBeCloseTo(LOADING_MAX_PROGRESS, 10);
      expect(progressAt(LOADING_DURATION_MS * 4)).toBeCloseTo(0.9, 10);
      expect(progressAt(LOADING_DURATION_MS - 500)).toBeLessThan(0.9);
    });

    it('starts small and only grows', () => {
      expect(progressAt(0)).toBeGreaterThan(0);
      expect(progressAt(0)).toBeLessThan(0.15);
      let previous = progressAt(0);
      for (let ms = 100; ms <= LOADING_DURATION_MS; ms += 100) {
        const p = progressAt(ms);
        expect(p).toBeGreaterThan(previous);
        previous = p;
      }
    });

    it('eases out: the first half of the time covers more than half of the way', () => {
      const start = progressAt(0);
      const half = progressAt(LOADING_DURATION_MS / 2);
      expect(half - start).toBeGreaterThan((LOADING_MAX_PROGRESS - start) / 2);
      const firstSecond = progressAt(1000) - progressAt(0);
      const lastSecond = progressAt(5000) - progressAt(4000);
      expect(firstSecond).toBeGreaterThan(lastSecond);
    });

    it('counts the time from when the bar appears', () => {
      const state = run([
        { type: 'start', at: 0 },
        { type: 'tick', at: LOADING_THROTTLE_MS },
        { type: 'tick', at: LOADING_THROTTLE_MS + 2500 },
      ]);
      expect(barView(state).progress).toBeCloseTo(progressAt(2500), 10);
    });
  });

  describe('end: the bar jumps to 100 % and fades out', () => {
    const shown = run([
      { type: 'start', at: 0 },
      { type: 'tick', at: 300 },
    ]);

    it('is full and fading once loading ends', () => {
      const view = barView(reduceBar(shown, { type: 'stop', at: 900 }));
      expect(view).toEqual({ visible: true, done: true, progress: 1 });
    });

    it('is gone after the fade', () => {
      const ended = reduceBar(shown, { type: 'stop', at: 900 });
      expect(reduceBar(ended, { type: 'tick', at: 900 + LOADING_FADE_MS - 1 }).phase).toBe('finishing');
      expect(reduceBar(ended, { type: 'tick', at: 900 + LOADING_FADE_MS })).toEqual(IDLE_BAR);
    });

    it('runs again at once when a new load starts during the fade', () => {
      const ended = reduceBar(shown, { type: 'stop', at: 900 });
      const again = reduceBar(ended, { type: 'start', at: 1000 });
      expect(again.phase).toBe('running');
      expect(barView(again).done).toBe(false);
    });
  });
});

describe('Page loading bar: runs during requests', () => {
  it('counts requests in flight and notifies on every change', () => {
    const changes: number[] = [];
    const stop = subscribeActivity(() => changes.push(getActivityCount()));
    startActivity();
    startActivity();
    endActivity();
    endActivity();
    endActivity();
    stop();
    expect(changes).toEqual([1, 2, 1, 0]);
    expect(getActivityCount()).toBe(0);
  });
});
