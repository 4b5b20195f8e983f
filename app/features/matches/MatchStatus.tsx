import type { Period } from '../../../shared/matches/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { clockText, periodKey, showsKickOff, statusView } from './format.ts';
import { formatDayAndTime, formatInteger, formatShortDay, formatTime } from './intl.ts';
import type { RowLive } from './match-row.ts';
import { useScreen } from './ScreenContext.tsx';
import { useTickingText } from './ticker.ts';

/** A period's name ("Q3", "Set 2", "Top 5"), in the page's language and digits. */
export function PeriodName({ period }: { period: Period }) {
  const { t, i18n } = useTranslation('games');
  const { key, n } = periodKey(period);
  return <>{t(`period.${key}`, { n: formatInteger(i18n.language, n) })}</>;
}

/** A running match clock; only this text re-renders as time passes. */
export function ClockText(props: {
  clock: NonNullable<RowLive['clock']>;
  style: 'minute' | 'clock';
  period: Period | null;
}) {
  const { i18n } = useTranslation();
  const { renderedAt } = useScreen();
  const { clock, style, period } = props;
  const text = useTickingText((now) => clockText(i18n.language, clock, style, period, now), renderedAt);
  // A clock reads left to right in every language (67', 45+2', 04:34), Arabic pages included.
  return (
    <span className="match-clock" dir="ltr">
      {text}
    </span>
  );
}

/**
 * What a match is doing, in a few characters: its start time before it starts, the period and
 * clock while it is played (football: just the minute), else a status word.
 */
export function MatchStatus(props: {
  live: RowLive;
  gameId: number;
  startTime: string;
  /** Show the weekday with the start time (lists that span several days). */
  withDay?: boolean;
  /** Rows of lists spanning several days: a status word (finished, cancelled...) names the day too. */
  dayOnLabel?: boolean;
  /** Football rows show the minute alone; the match header shows the half too. */
  compact?: boolean;
  /** Rows: a match that is over shows its kick-off time (in the viewer's zone) under the word. */
  kickOff?: boolean;
}) {
  const { t, i18n } = useTranslation('games');
  const { tz } = useScreen();
  const { live, gameId, startTime } = props;
  const view = statusView(live, gameId);
  if (view.kind === 'scheduled') {
    const text = props.withDay
      ? formatDayAndTime(i18n.language, tz, startTime)
      : formatTime(i18n.language, tz, startTime);
    return (
      <span className="match-status" data-kind="scheduled">
        <time dateTime={startTime}>{text}</time>
        {live.status === 'preview' && <span className="match-status__note">{t('status.preview')}</span>}
      </span>
    );
  }
  if (view.kind === 'label') {
    const label =
      view.n === undefined ? t(view.key) : t(view.key, { n: formatInteger(i18n.language, view.n) });
    return (
      <span
        className="match-status"
        data-kind="label"
        data-playing={view.playing ? 'true' : undefined}
        title={props.kickOff ? label : undefined}
      >
        {label}
        {props.dayOnLabel ? (
          <time className="match-status__note" dateTime={startTime}>
            {formatShortDay(i18n.language, tz, startTime)}
          </time>
        ) : (
          props.kickOff &&
          showsKickOff(live.status) && (
            <time className="match-status__note" dateTime={startTime}>
              {formatTime(i18n.language, tz, startTime)}
            </time>
          )
        )}
      </span>
    );
  }
  const showPeriod = view.period && !(props.compact && view.clock === 'minute');
  return (
    <span className="match-status" data-kind="running" data-playing="true">
      {showPeriod && view.period && (
        <span className="match-status__period">
          <PeriodName period={view.period} />
        </span>
      )}
      {view.clock && live.clock && <ClockText clock={live.clock} style={view.clock} period={live.period} />}
      {!showPeriod && !view.clock && t('status.live')}
    </span>
  );
}
