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

/** What the code-send button's form shows around a send. */
export interface CodeSendStatus {
  setSending(sending: boolean): void;
  setInfo(info: string | null): void;
  setServerError(error: string | null): void;
}

/**
 * The code-send button's work, the same in every form that sends a verification code: send, start
 * the countdown (the server's cooldown, or 60 s), say it was sent, or show why it was not.
 */
export async function sendCodeAndCount(
  request: () => Promise<{ cooldownSeconds?: number } | null | undefined>,
  countdown: Countdown,
  sentText: string,
  status: CodeSendStatus,
  failureText: (error: unknown) => string,
): Promise<void> {
  status.setSending(true);
  try {
    const result = await request();
    countdown.start(result ? result.cooldownSeconds : undefined);
    status.setInfo(sentText);
  } catch (error) {
    status.setServerError(failureText(error));
  } finally {
    status.setSending(false);
  }
}
