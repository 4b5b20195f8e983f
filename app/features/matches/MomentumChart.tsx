/**
 * Football's attack momentum (issue 13: "charts (odds movement, gold difference, momentum)
 * server-rendered SVG with a text alternative"): one bar per match minute, up for the home side's
 * pressure and down for the away side's, as SofaScore draws it; the half-time line at 45'. The
 * text alternative counts the minutes each side was on top.
 */
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatInteger } from './intl.ts';
import type { MatchPageData } from './match-page.ts';
import './centre-esports.css';

export const MOMENTUM_CHART = { width: 360, height: 80 };

export interface MomentumBar {
  minute: number;
  side: 'home' | 'away';
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The bars of `values` (one per minute, +100 home … −100 away) on the chart; level minutes have none. */
export function momentumBars(values: readonly number[], box = MOMENTUM_CHART): MomentumBar[] {
  const minutes = Math.max(90, values.length);
  const step = box.width / minutes;
  const middle = box.height / 2;
  return values.flatMap((value, minute) => {
    if (value === 0) return [];
    const height = (Math.min(100, Math.abs(value)) / 100) * middle;
    return [
      {
        minute,
        side: value > 0 ? 'home' : 'away',
        x: Math.round(minute * step * 100) / 100,
        y: Math.round((value > 0 ? middle - height : middle) * 100) / 100,
        width: Math.round(Math.max(0.5, step - 0.6) * 100) / 100,
        height: Math.round(height * 100) / 100,
      },
    ];
  });
}

export function MomentumChart({ match, values }: { match: MatchPageData; values: readonly number[] }) {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  const bars = momentumBars(values);
  const names = { home: match.home?.name ?? '', away: match.away?.name ?? '' };
  const summary = t('centre.momentum.summary', {
    home: names.home,
    away: names.away,
    homeMinutes: formatInteger(locale, values.filter((v) => v > 0).length),
    awayMinutes: formatInteger(locale, values.filter((v) => v < 0).length),
  });
  const half = (45 / Math.max(90, values.length)) * MOMENTUM_CHART.width;
  return (
    <figure className="momentum">
      <h3 className="momentum__title">{t('centre.momentum.title')}</h3>
      <span className="gold-chart__side" data-side="home" dir="auto">
        {names.home}
      </span>
      {/* Minutes run left to right in every language, as the match clock reads. */}
      <svg
        viewBox={`0 0 ${MOMENTUM_CHART.width} ${MOMENTUM_CHART.height}`}
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
      >
        <line className="gold-chart__zero" x1={0} x2={MOMENTUM_CHART.width} y1={40} y2={40} />
        <line className="momentum__half" x1={half} x2={half} y1={0} y2={MOMENTUM_CHART.height} />
        {bars.map((b) => (
          <rect key={b.minute} data-side={b.side} x={b.x} y={b.y} width={b.width} height={b.height} />
        ))}
      </svg>
      <span className="gold-chart__side" data-side="away" dir="auto">
        {names.away}
      </span>
      <figcaption className="gold-chart__caption">{summary}</figcaption>
    </figure>
  );
}
