import { localDate } from '../../../shared/time/zones.ts';
import type { MatchRow } from './match-row.ts';
import { favourites } from './match-toggles.ts';

type CountedRow = Pick<MatchRow, 'id' | 'startTime' | 'favourite'>;

/**
 * The favourites tab's count (favourites starting on the view's day) as the viewer stars and
 * unstars on the page: the view's count plus, for every match of that day the page shows, the
 * viewer's choice on this page against what the view says of it. A view fetched after the choice
 * (a reconnect's snapshot, the next load) counts the star already and shows the row starred, so
 * nothing is counted twice; a match shown on the page that started on another day (a live match
 * that began before midnight) is not of the day and changes nothing.
 */
export function favouritesOfDay(input: {
  counted: number;
  rows: readonly CountedRow[];
  date: string;
  tz: string;
  chosen: (matchId: number) => boolean | undefined;
}): number {
  let count = input.counted;
  const seen = new Set<number>();
  for (const row of input.rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const choice = input.chosen(row.id);
    if (choice === undefined || choice === (row.favourite ?? false)) continue;
    if (localDate({ tz: input.tz }, new Date(row.startTime)) !== input.date) continue;
    count += choice ? 1 : -1;
  }
  return Math.max(0, count);
}

/** `favouritesOfDay` with the page's favourite choices; re-renders on every star. */
export function useFavouritesOfDay(counted: number, rows: readonly CountedRow[], date: string, tz: string) {
  favourites.useAnyChange();
  return favouritesOfDay({ counted, rows, date, tz, chosen: favourites.chosen });
}
