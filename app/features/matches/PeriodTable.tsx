import { useId } from 'react';
import type { PeriodScore } from '../../../shared/matches/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ScrollHint } from '../../ui/ScrollHint.tsx';
import { periodKey, teamLabel } from './format.ts';
import { formatInteger } from './intl.ts';
import type { MatchPageData } from './match-page.ts';

/** A column heading: the period's number, or a short name for extra periods (OT, ET, penalties). */
function ColumnName({ period }: { period: PeriodScore }) {
  const { t, i18n } = useTranslation('games');
  const { key, n } = periodKey(period);
  const long = t(`period.${key}`, { n: formatInteger(i18n.language, n) });
  const short =
    period.type === 'overtime' || period.type === 'extra_time'
      ? `${t(`periodShort.${period.type}`)}${period.index > 1 ? formatInteger(i18n.language, period.index) : ''}`
      : period.type === 'penalties'
        ? t('periodShort.penalties')
        : formatInteger(i18n.language, period.index);
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{long}</span>
    </>
  );
}

/**
 * Score by period: quarters, sets (with tie-breaks), innings, frames or maps, and the total. Wider
 * than a phone (a baseball game's nine innings and more), it scrolls sideways with a fade and an arrow
 * towards the hidden periods (ScrollHint); the team column stays in view (match-header.css).
 */
export function PeriodTable({
  match,
  live,
}: {
  match: MatchPageData;
  live: Pick<MatchPageData, 'periodScores' | 'score'>;
}) {
  const { t, i18n } = useTranslation('matches');
  const captionId = useId();
  const periods = live.periodScores;
  if (periods.length === 0 || !match.home || !match.away) return null;
  const n = (value: number) => formatInteger(i18n.language, value);
  const rows = [
    { side: 'home' as const, team: match.home },
    { side: 'away' as const, team: match.away },
  ];
  return (
    <ScrollHint className="scroll-hint--table period-table__hint" sticky="thead th:first-child">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboards must reach it */}
      <section className="period-table__scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="period-table" data-testid="period-table">
          <caption id={captionId}>
            <span>{t('match.periodTable')}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('match.team')}</span>
              </th>
              {periods.map((p) => (
                <th scope="col" key={`${p.type}${p.index}`}>
                  <ColumnName period={p} />
                </th>
              ))}
              {live.score && <th scope="col">{t('match.total')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ side, team }) => (
              <tr key={side}>
                <th scope="row" dir="auto" title={teamLabel(team)}>
                  {/* The full name, cut by CSS on a narrow screen (never a stub such as "AUROR"). */}
                  <span className="period-table__name">{teamLabel(team)}</span>
                </th>
                {periods.map((p) => (
                  <td key={`${p.type}${p.index}`}>
                    {n(p[side])}
                    {p.tiebreak && <sup>{n(p.tiebreak[side])}</sup>}
                  </td>
                ))}
                {live.score && <td className="period-table__total">{n(live.score[side])}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </ScrollHint>
  );
}

/**
 * Battle royale: the series standings (points, kills, players alive), leader first. On a phone the
 * team names keep their room (whole, on up to two lines: "Paragon" and "Team Paragon" share lobbies)
 * and the number columns scroll sideways with the hint, the team column staying in view.
 */
export function Standings({ match, live }: { match: MatchPageData; live: Pick<MatchPageData, 'detail'> }) {
  const { t, i18n } = useTranslation('matches');
  const captionId = useId();
  const standings = [...(live.detail.standings ?? [])].sort(
    (a, b) => b.points - a.points || b.kills - a.kills,
  );
  if (standings.length === 0) return null;
  const n = (value: number) => formatInteger(i18n.language, value);
  return (
    <ScrollHint className="scroll-hint--table period-table__hint" sticky="thead th:nth-child(-n + 2)">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; keyboards must reach it */}
      <section className="period-table__scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="period-table period-table--standings" data-testid="standings">
          <caption id={captionId}>
            <span>{t('match.standings')}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span aria-hidden="true">#</span>
                <span className="visually-hidden">{t('match.rank')}</span>
              </th>
              <th scope="col">{t('match.team')}</th>
              <th scope="col">{t('match.points')}</th>
              <th scope="col">{t('match.kills')}</th>
              <th scope="col">{t('match.alive')}</th>
            </tr>
          </thead>
          <tbody>
            {standings.map((s, i) => (
              <tr key={s.participantId}>
                <td>{n(i + 1)}</td>
                <th scope="row" dir="auto" title={match.participants?.[s.participantId]?.name}>
                  <span className="period-table__name">
                    {match.participants?.[s.participantId]?.name ?? '—'}
                  </span>
                </th>
                <td>{n(s.points)}</td>
                <td>{n(s.kills)}</td>
                <td>{n(s.alive)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </ScrollHint>
  );
}
