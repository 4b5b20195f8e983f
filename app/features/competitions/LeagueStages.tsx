/**
 * A league's seasons on its library page (issue 14): a season chooser (`?season=`), then each of
 * the season's stages in order: its format, best-of and dates; tables (one per group) whose
 * positions carry the stage's marks (title, continental places, play-offs, relegation) with a key;
 * brackets drawn by the bracket model (Bracket.tsx); and the season's prize pool. The table of the
 * season under way comes from its matches: the league page shows it as its table, with this stage's
 * marks (`liveTableStage`, `MarksKey`).
 */
import type { Bracket as BracketModel } from '../../../shared/competitions/brackets.ts';
import type { PrizePool, StageGroup, StageInfo, TeamLite } from '../../../shared/competitions/contract.ts';
import { markOf, type StageMark, TABLE_FORMATS } from '../../../shared/competitions/model.ts';
import { localName } from '../../../shared/games/names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { ResultBadge } from '../matches/index.ts';
import { Bracket, type BracketTeams } from './Bracket.tsx';
import { LibraryScroll } from './LibraryScroll.tsx';
import { formatDate, formatMoney, formatYear } from './profile-format.ts';
import type { LeagueStagesData } from './profiles.server.ts';
import './profiles.css';
import type { StandingLine } from '../../../shared/matches/standings.ts';

export function SeasonChooser({ data }: { data: LeagueStagesData }) {
  const { t } = useTranslation('competitions');
  if (data.seasons.length < 2) return null;
  return (
    <nav className="season-chooser" aria-label={t('stages.chooser')}>
      <ul>
        {data.seasons.map((s) => (
          <li key={s.season}>
            <Link
              to={{ search: s.current ? '' : `?season=${encodeURIComponent(s.season)}` }}
              aria-current={s.season === data.season ? 'page' : undefined}
              preventScrollReset
            >
              <span dir="ltr">{s.season}</span>
              {s.current && <span className="season-chooser__now">{t('stages.current')}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface Row extends Omit<StandingLine, 'teamId'> {
  team: { id: number; name: string; names?: TeamLite['names'] };
  form?: readonly ('W' | 'D' | 'L')[];
}

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'difference', 'points'] as const;

/** A stage's table: position (with its mark), team, played, won, drawn, lost, difference, points. */
export function StageTable({
  rows,
  marks,
  caption,
}: {
  rows: readonly Row[];
  marks: readonly StageMark[];
  caption: string;
}) {
  const { t, i18n } = useTranslation('competitions');
  const m = useTranslation('matches').t;
  const locale = i18n.language;
  const n = (value: number) => formatYear(locale, value);
  const signed = (value: number) =>
    new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })
      .format(value)
      .replace(/[\u061c\u200e\u200f]/g, '');
  const form = rows.some((r) => r.form && r.form.length > 0);
  const head = (key: (typeof COLUMNS)[number] | 'position' | 'form') => (
    <abbr title={m(`centre.preview.col.${key}`)}>{m(`centre.preview.colShort.${key}`)}</abbr>
  );
  return (
    <table className="library-table stage-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head('position')}</th>
          <th scope="col">{m('centre.games.team')}</th>
          {COLUMNS.map((key) => (
            <th key={key} scope="col" className="profile-table__num">
              {head(key)}
            </th>
          ))}
          {form && <th scope="col">{head('form')}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const mark = markOf(marks, row.position);
          return (
            <tr key={row.team.id} data-mark={mark?.kind}>
              <td className="stage-table__position">
                {n(row.position)}
                {mark && <span className="visually-hidden">{` (${t(`stages.marks.${mark.kind}`)})`}</span>}
              </td>
              <th scope="row" dir="auto" className="stage-table__team">
                <Link to={`/squadLibrary/${row.team.id}`}>{localName(row.team, locale)}</Link>
              </th>
              <td className="profile-table__num">{n(row.played)}</td>
              <td className="profile-table__num">{n(row.won)}</td>
              <td className="profile-table__num">{n(row.drawn)}</td>
              <td className="profile-table__num">{n(row.lost)}</td>
              <td className="profile-table__num" dir="ltr">
                {signed(row.scored - row.conceded)}
              </td>
              <td className="profile-table__num stage-table__points">{n(row.points)}</td>
              {form && (
                <td>
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

/** The key of a table's marks: each kind once, with the competition it leads to where named. */
export function MarksKey({ marks }: { marks: readonly StageMark[] }) {
  const { t } = useTranslation('competitions');
  if (marks.length === 0) return null;
  return (
    <ul className="stage-marks" aria-label={t('stages.legend')}>
      {marks.map((mark) => (
        <li key={`${mark.kind}-${mark.from}`} data-mark={mark.kind}>
          {t(`stages.marks.${mark.kind}`)}
          {mark.kind === 'continental' && mark.label ? <span dir="auto">{` · ${mark.label}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function GroupView({ stage, group, several }: { stage: StageInfo; group: StageGroup; several: boolean }) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  const title = several ? t('stages.group', { name: group.name }) : localName(stage, locale);
  if (group.teams.length === 0) return <p className="library-empty">{t('stages.notDrawn')}</p>;
  if (group.bracket) {
    const teams: BracketTeams = Object.fromEntries(
      group.teams.map((team) => [team.id, { name: localName(team, locale), shortName: team.shortName }]),
    );
    return (
      <div className="stage-group">
        {several && <h3 className="profile-subhead">{title}</h3>}
        <Bracket
          bracket={group.bracket as BracketModel}
          teams={teams}
          label={title}
          headingLevel={several ? 4 : 3}
        />
      </div>
    );
  }
  const rows: Row[] | null = group.standings;
  return (
    <div className="stage-group">
      {several && <h3 className="profile-subhead">{title}</h3>}
      {rows && rows.length > 0 ? (
        <LibraryScroll label={title}>
          <StageTable
            rows={rows}
            marks={stage.marks}
            caption={t('stages.tableCaption', { stage: title, teams: formatYear(locale, rows.length) })}
          />
        </LibraryScroll>
      ) : (
        <p className="library-empty">{t('stages.noTable')}</p>
      )}
    </div>
  );
}

/**
 * The season under way's table stage: a table of one group without the feed's standings, which
 * the league's table now (read from its matches) shows.
 */
export function liveTableStage(stages: readonly StageInfo[]): StageInfo | undefined {
  return stages.find(
    (s) => TABLE_FORMATS.has(s.format) && s.groups.length === 1 && s.groups[0]?.standings === null,
  );
}

/** Each stage of the season, in order; `skip`: the live table's stage, shown as the league's table. */
export function StagesPanel({ data, skip }: { data: LeagueStagesData; skip?: number | undefined }) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  const shown = data.stages.filter((s) => s.id !== skip);
  if (data.stages.length === 0) return <p className="library-empty">{t('stages.none')}</p>;
  return (
    <>
      {shown.map((stage) => {
        const id = `stage-${stage.id}`;
        const facts = [
          t(`stages.formats.${stage.format}`),
          stage.bestOf ? t('stages.bestOf', { n: formatYear(locale, stage.bestOf) }) : null,
          stage.startDate && stage.endDate
            ? `${formatDate(locale, stage.startDate)} – ${formatDate(locale, stage.endDate)}`
            : null,
        ].filter((f): f is string => f !== null);
        return (
          <section
            key={stage.id}
            className="library-section stage"
            aria-labelledby={id}
            data-format={stage.format}
          >
            <h2 id={id} dir="auto">
              {localName(stage, locale)}
            </h2>
            <p className="stage__facts">
              {facts.map((f) => (
                <span key={f}>{f}</span>
              ))}
            </p>
            {/* Several tables side by side where there is room; brackets each take the whole width. */}
            <div
              className={
                stage.groups.length > 1
                  ? TABLE_FORMATS.has(stage.format)
                    ? 'stage__groups'
                    : 'stage__brackets'
                  : undefined
              }
            >
              {stage.groups.map((group) => (
                <GroupView key={group.key} stage={stage} group={group} several={stage.groups.length > 1} />
              ))}
            </div>
            <MarksKey marks={stage.marks} />
          </section>
        );
      })}
    </>
  );
}

/** The season's prize money by final place ("3–4: €5,000,000 each"). */
export function PrizePoolPanel({ pool }: { pool: PrizePool }) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  const places = (from: number, to: number) =>
    from === to ? formatYear(locale, from) : `${formatYear(locale, from)}–${formatYear(locale, to)}`;
  return (
    <section className="library-section" aria-labelledby="league-prize">
      <h2 id="league-prize">{t('prize.title')}</h2>
      <p className="prize-total">
        {t('prize.total', { amount: formatMoney(locale, { amount: pool.total, currency: pool.currency }) })}
      </p>
      {pool.distribution.length > 0 && (
        <table className="library-table profile-table prize-table">
          <caption className="visually-hidden">{t('prize.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prize.place')}</th>
              <th scope="col" className="profile-table__money">
                {t('prize.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {pool.distribution.map((d) => (
              <tr key={d.from}>
                <th scope="row" dir="ltr">
                  {places(d.from, d.to)}
                </th>
                <td className="profile-table__money">
                  {d.to > d.from
                    ? t('prize.each', {
                        amount: formatMoney(locale, { amount: d.amount, currency: pool.currency }),
                      })
                    : formatMoney(locale, { amount: d.amount, currency: pool.currency })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
