import { useId } from 'react';
import { useNavigate } from 'react-router';
import { isValidDate } from '../../../shared/time/zones.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { calendarLabel } from './intl.ts';
import { calendarDays } from './viewer-day.ts';

/**
 * The match list's calendar: the seven days around the viewer's today, a date picker for any
 * other day and a way back to today. Days are links (`?date=`); today is marked.
 */
export function MatchCalendar(props: {
  today: string;
  date: string;
  hrefFor: (date: string | null) => string;
}) {
  const { t, i18n } = useTranslation('matches');
  const navigate = useNavigate();
  const pickerId = useId();
  const locale = i18n.language;
  return (
    <div className="match-calendar">
      <nav aria-label={t('calendar.label')} className="match-calendar__days">
        <ul>
          {calendarDays(props.today).map((day) => {
            const label = calendarLabel(locale, day);
            const isToday = day === props.today;
            return (
              <li key={day}>
                <Link
                  to={props.hrefFor(day)}
                  className="match-calendar__day"
                  aria-current={day === props.date ? 'date' : undefined}
                  data-date={day}
                  data-today={isToday ? 'true' : undefined}
                  aria-label={isToday ? `${t('calendar.today')}, ${label.full}` : label.full}
                  preventScrollReset
                >
                  <span className="match-calendar__weekday">
                    {isToday ? t('calendar.today') : label.weekday}
                  </span>
                  <span className="match-calendar__date">{label.day}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="match-calendar__tools">
        <label htmlFor={pickerId} className="visually-hidden">
          {t('calendar.pickDate')}
        </label>
        <input
          id={pickerId}
          type="date"
          className="match-calendar__picker"
          value={props.date}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isValidDate(value)) navigate(props.hrefFor(value), { preventScrollReset: true });
          }}
        />
        <Link
          to={props.hrefFor(null)}
          className="match-calendar__today"
          data-testid="back-to-today"
          aria-disabled={props.date === props.today ? 'true' : undefined}
          preventScrollReset
        >
          {t('calendar.backToToday')}
        </Link>
      </div>
    </div>
  );
}
