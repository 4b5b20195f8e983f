import { useSyncExternalStore } from 'react';

/**
 * Toasts live outside React so that non-React code (the API client) can raise them. On the server
 * nothing is ever shown: the server snapshot is empty, so the first client render matches.
 */
export type ToastKind = 'error' | 'info';

/** A toast may lead somewhere ("Watch" on a match that started). */
export interface ToastLink {
  href: string;
  text: string;
}

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  link?: ToastLink;
  /** How long it stays (default `TOAST_DURATION_MS`). */
  durationMs?: number;
}

export const TOAST_DURATION_MS = 4000;
export const MAX_TOASTS = 3;

const NONE: readonly Toast[] = [];
let toasts: readonly Toast[] = NONE;
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function update(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function schedule(id: number, durationMs = TOAST_DURATION_MS) {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
}

/**
 * Shows a message for 4 s. The same message already on screen (several calls failing together) is
 * kept once and its time restarted; beyond three, the oldest goes.
 */
export function showToast(
  message: string,
  kind: ToastKind = 'error',
  options: { link?: ToastLink; durationMs?: number } = {},
): number {
  const same = toasts.find((toast) => toast.message === message && toast.kind === kind);
  if (same) {
    schedule(same.id, same.durationMs);
    return same.id;
  }
  const toast: Toast = { id: nextId++, message, kind, ...options };
  const next = [...toasts, toast];
  for (const dropped of next.splice(0, Math.max(0, next.length - MAX_TOASTS))) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  schedule(toast.id, toast.durationMs);
  update(next);
  return toast.id;
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) update(toasts.filter((toast) => toast.id !== id));
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getServerSnapshot = (): readonly Toast[] => NONE;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getServerSnapshot);
}
