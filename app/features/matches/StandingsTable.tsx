/**
 * A league table (shared/matches/standings.ts): position, team (linking to its library page),
 * played, won, drawn, lost, score difference and points, and, where given, each team's last results
 * as W/D/L. The match preview shows its two sides' lines; a league's library page all of them.
 */
import type { StandingLine } from '../../../shared/matches/standings.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { ResultBadge } from './FormList.tsx';
import { formatInteger } from './intl.ts';
import './centre-table.css';
import './standings-table.css';

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'difference', 'points'] as const;

export interface StandingsRow extends Omit<StandingLine, 'teamId'> {
  team: { id: number; name: string };
  form?: readonly ('W' | 'D' | 'L')[];
  /** A data attribute for the row (the preview marks its sides). */
  side?: string;
}

export function StandingsTable({
  caption,
  rows,
  form = false,
  highlight,
  captionHidden = false,
  marks,
  markText,
}: {
  caption: string;
  /** The caption for assistive technology only (a heading above already names the table). */
  captionHidden?: boolean;
  rows: readonly StandingsRow[];
  /** Show the form column (the last results, oldest first). */
  form?: boolean;
  /** A team whose row stands out (the team page's own). */
  highlight?: number;
  /**
   * A league page's marks of table positions (shared/competitions/model.ts: title, continental places,
   * relegation...): each marked row carries `data-mark` and, for screen readers, `markText(kind)`.
   */
  marks?: readonly { from: number; to: number; kind: string }[];
  markText?: (kind: string) => string;
}) {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  const n = (value: number) => formatInteger(locale, value);
  const signed = (value: number) =>
    new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })
      .format(value)
      .replace(/[\u061c\u200e\u200f]/g, '');
  const head = (key: (typeof COLUMNS)[number] | 'position' | 'form') => (
    <abbr title={t(`centre.preview.col.${key}`)}>{t(`centre.preview.colShort.${key}`)}</abbr>
  );
  return (
    <table className="centre-table league-table">
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head('position')}</th>
          <th scope="col" className="league-table__team">
            {t('centre.games.team')}
          </th>
          {COLUMNS.map((key) => (
            <th key={key} scope="col">
              {head(key)}
            </th>
          ))}
          {form && (
            <th scope="col" className="league-table__form">
              {head('form')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const mark = marks?.find((m) => row.position >= m.from && row.position <= m.to);
          return (
            <tr
              key={row.team.id}
              data-side={row.side}
              data-team-id={row.team.id}
              data-highlight={row.team.id === highlight || undefined}
              data-mark={mark?.kind}
            >
              <td>{n(row.position)}</td>
              <th scope="row" className="league-table__team" dir="auto">
                <Link to={`/squadLibrary/${row.team.id}`}>{row.team.name}</Link>
                {mark && markText && <span className="visually-hidden">{` (${markText(mark.kind)})`}</span>}
              </th>
              <td>{n(row.played)}</td>
              <td>{n(row.won)}</td>
              <td>{n(row.drawn)}</td>
              <td>{n(row.lost)}</td>
              <td dir="ltr">{signed(row.scored - row.conceded)}</td>
              <td className="league-table__points">{n(row.points)}</td>
              {form && (
                <td className="league-table__form">
                  <span className="form-badges">
                    {row.form?.map((result, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a result's place in the run is its identity
                      <ResultBadge key={i} result={result} />
                    ))}
                  </span>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
