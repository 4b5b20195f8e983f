import { useEffect, useRef, useState } from 'react';
import type { RowLive } from './match-row.ts';

/** How long a side that just scored stays highlighted. */
export const SCORE_FLASH_MS = 3000;

type Score = RowLive['score'];
export interface ScoredSides {
  home: boolean;
  away: boolean;
}

const NONE: ScoredSides = { home: false, away: false };

/** Which sides' scores went up from `before` to `after` (a correction downwards flashes nothing). */
export function scoredSides(before: Score | undefined, after: Score | undefined): ScoredSides {
  if (!before || !after) return NONE;
  return { home: after.home > before.home, away: after.away > before.away };
}

/**
 * The sides that scored since the last render, for `SCORE_FLASH_MS` (a goal, a point, a map won),
 * so a live list shows at a glance where something happened. Nothing flashes on the first render.
 */
export function useScoreFlash(score: Score | undefined): ScoredSides {
  const last = useRef(score);
  const [flash, setFlash] = useState<ScoredSides>(NONE);
  const home = score?.home;
  const away = score?.away;
  useEffect(() => {
    const before = last.current;
    const now = home === undefined || away === undefined ? undefined : { home, away };
    last.current = now;
    const sides = scoredSides(before, now);
    setFlash(sides);
    if (!sides.home && !sides.away) return;
    const timer = setTimeout(() => setFlash(NONE), SCORE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [home, away]);
  return flash;
}
