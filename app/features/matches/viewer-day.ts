/**
 * The live-score screens' days: the home page's day tabs and the match list's calendar, in the
 * viewer's zone (the rules are in shared/time/viewer-day.ts). No Node or DOM dependency at import.
 */

import { viewerToday } from '../../../shared/time/viewer-day.ts';
import { addDays, isValidDate, startOfDay } from '../../../shared/time/zones.ts';

/** The home page's day tabs: three calendar days and the matches in play now. */
export const DAY_TABS = ['today', 'yesterday', 'tomorrow', 'live'] as const;
export type DayTab = (typeof DAY_TABS)[number];

export function parseDayTab(value: string | null | undefined): DayTab {
  return DAY_TABS.includes(value as DayTab) ? (value as DayTab) : 'today';
}

/** The calendar date a day tab stands for ("live" is today's date: in play now). */
export function dateOfTab(tab: DayTab, today: string): string {
  return tab === 'yesterday' ? addDays(today, -1) : tab === 'tomorrow' ? addDays(today, 1) : today;
}

/** The match list's calendar: `before` days before `today`, today, `after` days after. */
export function calendarDays(today: string, before = 3, after = 3): string[] {
  const days: string[] = [];
  for (let i = -before; i <= after; i++) days.push(addDays(today, i));
  return days;
}

/** A `?date=` value if it is a real calendar date, else undefined. */
export function parseDate(value: string | null | undefined): string | undefined {
  return value && isValidDate(value) ? value : undefined;
}

/** Milliseconds from `now` until the viewer's next local midnight (daylight saving included). */
export function msUntilNextMidnight(tz: string, now: number = Date.now()): number {
  const tomorrow = addDays(viewerToday(tz, now), 1);
  return Math.max(0, startOfDay({ tz }, tomorrow).getTime() - now);
}

/** The UTC instant at which the viewer's `date` begins. */
export function startOfViewerDay(tz: string, date: string): Date {
  return startOfDay({ tz }, date);
}
