import { useCallback, useEffect, useState } from 'react';

/** Spec section 9: "Verification code resend countdown 60 seconds". */
export const CODE_COOLDOWN_SECONDS = 60;

/** Whole seconds left until `until` (ms since epoch), rounded up so "1 s" shows until the end. */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export interface Countdown {
  seconds: number;
  start: (seconds?: number) => void;
}

/**
 * "After sending it is locked with a 60-second countdown shown in seconds, then returns to Get
 * Code." Time is read from the clock on every tick, so a throttled background tab stays right.
 */
export function useCountdown(): Countdown {
  const [until, setUntil] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const left = secondsLeft(until, Date.now());
      setSeconds(left);
      if (left === 0) setUntil(null);
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [until]);
  const start = useCallback((duration: number = CODE_COOLDOWN_SECONDS) => {
    const whole = Math.max(1, Math.ceil(duration));
    setUntil(Date.now() + whole * 1000);
    setSeconds(whole);
  }, []);
  return { seconds, start };
}
