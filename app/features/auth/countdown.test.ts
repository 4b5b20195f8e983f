import { describe, expect, it } from 'vitest';
import { CODE_COOLDOWN_SECONDS, secondsLeft } from './countdown.ts';

describe('Code-send button: "locked with a 60-second countdown shown in seconds, then returns to Get Code"', () => {
  it('counts 60 seconds', () => {
    expect(CODE_COOLDOWN_SECONDS).toBe(60);
  });

  it('shows whole seconds, rounded up, and 0 (unlocked) once the time is over', () => {
    const start = 1_000_000;
    const until = start + 60_000;
    expect(secondsLeft(until, start)).toBe(60);
    expect(secondsLeft(until, start + 250)).toBe(60);
    expect(secondsLeft(until, start + 1000)).toBe(59);
    expect(secondsLeft(until, start + 59_999)).toBe(1);
    expect(secondsLeft(until, start + 60_000)).toBe(0);
    expect(secondsLeft(until, start + 90_000)).toBe(0);
    expect(secondsLeft(null, start)).toBe(0);
  });
});
