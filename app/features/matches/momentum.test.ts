import { describe, expect, it } from 'vitest';
import { MOMENTUM_CHART, momentumBars } from './MomentumChart.tsx';

describe('attack momentum bars', () => {
  it('draw home’s minutes up from the middle and away’s down, none for a level minute, on a 90-minute axis', () => {
    const bars = momentumBars([50, 0, -100, 100]);
    const step = MOMENTUM_CHART.width / 90;
    expect(bars.map((b) => [b.minute, b.side])).toEqual([
      [0, 'home'],
      [2, 'away'],
      [3, 'home'],
    ]);
    const [half, away, full] = bars;
    expect(half).toMatchObject({ x: 0, y: 20, height: 20 });
    expect(away).toMatchObject({ y: 40, height: 40 });
    expect(away?.x).toBeCloseTo(2 * step, 2);
    expect(full).toMatchObject({ y: 0, height: 40 });
  });

  it('stretch the axis when extra time is played', () => {
    const values = Array.from({ length: 120 }, () => 10);
    const bars = momentumBars(values);
    expect(bars.at(-1)?.x).toBeCloseTo((119 * MOMENTUM_CHART.width) / 120, 2);
  });
});
