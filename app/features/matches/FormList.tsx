/**
 * Matches in short, newest first or soonest first: the date, both sides (each linking to its library
 * page) and the score (linking to the match), with W/D/L for one side. The match preview's form and
 * meetings, and a team's results and fixtures on its library page.
 */
import { type FormMatch, resultFor } from '../../../shared/matches/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { formatDayAndTime, formatInteger, formatShortDay } from './intl.ts';
import { useScreen } from './ScreenContext.tsx';
import './form-list.css';

export function ResultBadge({ result }: { result: 'W' | 'D' | 'L' }) {
  const { t } = useTranslation('matches');
  return (
    <abbr className="form-badge" data-result={result} title={t(`centre.preview.result.${result}`)}>
      {t(`centre.preview.resultShort.${result}`)}
    </abbr>
  );
}

/** Past matches, newest first: date, the two sides and the score, the result for `teamId` if given. */
export function FormList({
  matches,
  teamId,
  abbr,
  upcoming = false,
}: {
  matches: readonly FormMatch[];
  teamId?: number;
  abbr: string;
  /** Fixtures, soonest first: the day and the kick-off time. */
  upcoming?: boolean;
}) {
  const { i18n } = useTranslation('matches');
  const { tz } = useScreen();
  const locale = i18n.language;
  return (
    <ol className="form-list">
      {matches.map((m) => {
        const result = teamId === undefined ? null : resultFor(m, teamId);
        const score = m.score
          ? `${formatInteger(locale, m.score.home)}–${formatInteger(locale, m.score.away)}`
          : '–';
        return (
          <li key={m.id} className="form-list__item">
            <time className="form-list__date" dateTime={m.startTime}>
              {upcoming ? formatDayAndTime(locale, tz, m.startTime) : formatShortDay(locale, tz, m.startTime)}
            </time>
            {/* Each team links to its library page, the score to the match. */}
            <span className="form-list__match">
              <Link
                className="form-list__team"
                to={`/squadLibrary/${m.home.id}`}
                dir="auto"
                data-winner={m.winner === 'home' || undefined}
              >
                {m.home.name}
              </Link>
              <Link
                className="form-list__score"
                to={`/${abbr}/${m.id}`}
                dir="ltr"
                aria-label={`${m.home.name} ${score} ${m.away.name}`}
              >
                {score}
              </Link>
              <Link
                className="form-list__team"
                to={`/squadLibrary/${m.away.id}`}
                dir="auto"
                data-winner={m.winner === 'away' || undefined}
              >
                {m.away.name}
              </Link>
            </span>
            {result && <ResultBadge result={result} />}
          </li>
        );
      })}
    </ol>
  );
}
