import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { barView, IDLE_BAR, reduceBar, useActivityCount } from './loading-store.ts';
import './loading-bar.css';

/** Often enough for a smooth bar (the CSS transition fills the gaps), rarely enough to cost nothing. */
const TICK_MS = 50;

/** The top progress bar: runs while the router navigates or any API call is in flight. */
export function LoadingBar() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  const activity = useActivityCount();
  const loading = navigation.state !== 'idle' || activity > 0;
  const [bar, setBar] = useState(IDLE_BAR);

  useEffect(() => {
    setBar((state) => reduceBar(state, { type: loading ? 'start' : 'stop', at: performance.now() }));
  }, [loading]);

  const active = bar.phase !== 'idle';
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      setBar((state) => reduceBar(state, { type: 'tick', at: performance.now() }));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [active]);

  const view = barView(bar);
  const className = `loading-bar${view.visible ? ' loading-bar--visible' : ''}${view.done ? ' loading-bar--done' : ''}`;
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={t('loading')}
      aria-hidden={bar.phase !== 'running'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(view.progress * 100)}
      style={{ inlineSize: `${view.progress * 100}%` }}
    />
  );
}
