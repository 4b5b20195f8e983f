/**
 * A `datetime-local` field's value in a time zone and back: the console writes a scheduled time in
 * the viewer's zone (the console's `timeZone`) and sends it as UTC, the same on the server and in the
 * browser (no dependence on the machine's own zone).
 */

function partsIn(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    y: get('year'),
    m: get('month'),
    d: get('day'),
    h: get('hour'),
    min: get('minute'),
    s: get('second'),
  };
}

/** How far `timeZone` is ahead of UTC at `date`, in milliseconds. */
function offsetAt(date: Date, timeZone: string): number {
  const p = partsIn(date, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(date.getTime() / 1000) * 1000;
}

/** `2026-12-01T20:30` for an instant, as a clock in `timeZone` shows it. */
export function toZonedInput(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsIn(date, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.y}-${two(p.m)}-${two(p.d)}T${two(p.h)}:${two(p.min)}`;
}

/** The UTC instant (ISO 8601) of a `datetime-local` value read in `timeZone`, or null when unreadable. */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  // The zone's offset at that wall time (twice: a guess near a change of offset settles on the second).
  let at = wall - offsetAt(new Date(wall), timeZone);
  at = wall - offsetAt(new Date(at), timeZone);
  return new Date(at).toISOString();
}
