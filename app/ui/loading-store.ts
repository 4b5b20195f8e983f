import { useSyncExternalStore } from 'react';

/** Spec section 9: "Progress bar throttle / duration: 200 ms / 5 s". */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;
/** How far the bar gets while loading; the rest is filled when loading ends. */
export const LOADING_MAX_PROGRESS = 0.9;
/** Where the bar starts when it appears, so it is visible at once. */
export const LOADING_START_PROGRESS = 0.08;
/** How long the full bar stays before it is gone. */
export const LOADING_FADE_MS = 400;

// ——— In-flight requests ———

let activity = 0;
const listeners = new Set<() => void>();

function setActivity(next: number) {
  activity = next;
  for (const listener of listeners) listener();
}

export function startActivity(): void {
  setActivity(activity + 1);
}

/** Never goes below zero, so a stray extra end cannot hide the next load. */
export function endActivity(): void {
  if (activity > 0) setActivity(activity - 1);
}

export function getActivityCount(): number {
  return activity;
}

export function subscribeActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getServerCount = () => 0;

export function useActivityCount(): number {
  return useSyncExternalStore(subscribeActivity, getActivityCount, getServerCount);
}

// ——— The bar's timing, pure so it can be tested without a browser ———

/**
 * Width (0..1) after the bar has been shown for `elapsedMs`: ease-out from the start width towards
 * 90 %, reached at 5 s and held there until loading ends.
 */
export function progressAt(elapsedMs: number): number {
  const t = Math.min(Math.max(elapsedMs / LOADING_DURATION_MS, 0), 1);
  const eased = 1 - (1 - t) ** 3;
  return LOADING_START_PROGRESS + (LOADING_MAX_PROGRESS - LOADING_START_PROGRESS) * eased;
}

/**
 * idle → (start) → pending: loading, not shown yet
 * pending → (tick after 200 ms) → running: shown and growing; pending → (stop) → idle: never shown
 * running → (stop) → finishing: full width, fading; finishing → (tick after the fade) → idle
 * finishing → (start) → running again, at once: the bar is still on screen.
 */
export type BarState =
  | { phase: 'idle' }
  | { phase: 'pending'; since: number; now: number }
  | { phase: 'running'; shownAt: number; now: number }
  | { phase: 'finishing'; endedAt: number; now: number };

export type BarEvent = { type: 'start' | 'stop' | 'tick'; at: number };

export const IDLE_BAR: BarState = { phase: 'idle' };

export function reduceBar(state: BarState, event: BarEvent): BarState {
  const { at } = event;
  switch (state.phase) {
    case 'idle':
      return event.type === 'start' ? { phase: 'pending', since: at, now: at } : state;
    case 'pending':
      if (event.type === 'stop') return IDLE_BAR;
      if (at - state.since >= LOADING_THROTTLE_MS) {
        return { phase: 'running', shownAt: state.since + LOADING_THROTTLE_MS, now: at };
      }
      return event.type === 'tick' ? { ...state, now: at } : state;
    case 'running':
      if (event.type === 'stop') return { phase: 'finishing', endedAt: at, now: at };
      return event.type === 'tick' ? { ...state, now: at } : state;
    case 'finishing':
      if (event.type === 'start') return { phase: 'running', shownAt: at, now: at };
      if (event.type === 'tick' && at - state.endedAt >= LOADING_FADE_MS) return IDLE_BAR;
      return event.type === 'tick' ? { ...state, now: at } : state;
  }
}

export interface BarView {
  /** The bar is on screen (growing or fading out). */
  visible: boolean;
  /** Loading is over and the full bar fades out. */
  done: boolean;
  progress: number;
}

export function barView(state: BarState): BarView {
  switch (state.phase) {
    case 'idle':
    case 'pending':
      return { visible: false, done: false, progress: 0 };
    case 'running':
      return { visible: true, done: false, progress: progressAt(state.now - state.shownAt) };
    case 'finishing':
      return { visible: true, done: true, progress: 1 };
  }
}
