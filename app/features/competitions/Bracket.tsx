/**
 * A tournament bracket as the server renders it (issue 14): any bracket of
 * shared/competitions/brackets.ts, read without scripts, for a league library page or an embedded
 * panel.
 *
 * - A column per round (CSS grid, rows shared through subgrid so the columns line up) with its
 *   heading; each match a box: both sides (a team's name links to `/squadLibrary/{id}`, "TBD" for a
 *   side to be decided, "bye" for none), their scores, the winner emphasised, the best-of.
 *   Knock-out rounds are joined by connector lines drawn with CSS borders in logical properties, so
 *   they mirror on the Arabic (right-to-left) page; nothing uses left or right.
 * - Double elimination: the upper bracket, the lower bracket, then the grand final (and its reset,
 *   which the model holds only once it is to be played). Single elimination: the rounds, then the
 *   third-place match. Swiss: each round's matches grouped by the record they were paired in
 *   ("2–1"), then the standings with Buchholz. GSL and round robin: the matches and a small table.
 * - Text alternative: a visually hidden ordered list, one sentence a match ("Semi-final 1: Team A
 *   2–1 Team B, Team A advances"). The board keeps its headings and team links for screen readers,
 *   its bare scores are hidden from them (the list reads them). Names and scores are isolated
 *   (U+2068/U+2066 … U+2069, `<bdi>`), scores left to right, so a name in another script never
 *   reorders a sentence.
 * - Phones: the board scrolls sideways inside its own box (a focusable region); names are cut with
 *   an ellipsis (the full name in `title`), CJK names never break inside a word.
 */
import type {
  BracketMatch,
  Bracket as BracketModel,
  GslBracket,
  Participant,
  Round,
  RoundRobinBracket,
  Section,
  SwissBracket,
} from '../../../shared/competitions/brackets.ts';
import {
  champion,
  gslStandings,
  roundRobinTable,
  swissStandings,
} from '../../../shared/competitions/brackets.ts';
import type { Translate } from '../../../shared/i18n/translate.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import './bracket.css';

export interface BracketTeam {
  readonly name: string;
  readonly shortName?: string | null;
}

/** Team names by team id. */
export type BracketTeams = Readonly<Record<number, BracketTeam | undefined>>;

export interface BracketProps {
  bracket: BracketModel;
  teams: BracketTeams;
  /** The board's accessible name (default: "Bracket"). */
  label?: string;
  /** The level of the bracket's top headings (the page's own heading above is one higher). */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Short names in the boxes (an embedded panel); the full name stays in the title. */
  compact?: boolean;
}

/** U+2068 FIRST STRONG ISOLATE … U+2069: a name keeps its own direction inside a sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;
/** U+2066 LEFT-TO-RIGHT ISOLATE … U+2069: "2–1" reads left to right on every page. */
const ltr = (text: string) => `\u2066${text}\u2069`;

const numberFormats = new Map<string, Intl.NumberFormat>();
function integerFormat(locale: string): (value: number) => string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale || undefined, { useGrouping: false });
    numberFormats.set(locale, format);
  }
  const f = format;
  return (value) => f.format(value);
}

type Heading = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const heading = (level: number) => `h${Math.min(6, level)}` as Heading;

interface View {
  t: Translate;
  n: (value: number) => string;
  teams: BracketTeams;
  compact: boolean;
  bracket: BracketModel;
}

/** What a round is called, in the page's language (the matches catalog names knock-out rounds). */
export function roundLabel(t: Translate, n: (value: number) => string, round: Round): string {
  const name = round.name;
  switch (name) {
    case 'final':
    case 'semiFinal':
    case 'quarterFinal':
    case 'thirdPlace':
    case 'grandFinal':
    case 'upperFinal':
    case 'lowerFinal':
      return t(`matches:round.${name}`);
    case 'upper':
      return t('matches:round.upperRound', { n: n(round.number) });
    case 'lower':
      return t('matches:round.lowerRound', { n: n(round.number) });
    case 'round':
      return t('bracket.round.number', { n: n(round.number) });
    case 'grandFinalReset':
    case 'opening':
    case 'winners':
    case 'elimination':
    case 'decider':
      return t(`bracket.round.${name}`);
    default: {
      // roundOf16, roundOf32 have names of their own in some languages (Achtelfinale).
      const size = Number(name.slice('roundOf'.length));
      return t(`matches:round.${name}`, { defaultValue: t('matches:round.roundOf', { n: n(size) }) });
    }
  }
}

function teamName(view: View, id: number): string {
  return view.teams[id]?.name ?? view.t('bracket.team', { id: view.n(id) });
}

function participantText(view: View, p: Participant): string {
  if (p === null) return view.t('bracket.tbd');
  if (p === 'bye') return view.t('bracket.bye');
  return teamName(view, p);
}

const isElimination = (b: BracketModel) =>
  b.format === 'singleElimination' || b.format === 'doubleElimination';
const isTable = (b: BracketModel) => b.format === 'swiss' || b.format === 'roundRobin';

/**
 * "Semi-final 1" (or "Final" when alone in its round); "Round 3, match 4" where the round's name
 * holds a number of its own (Swiss, round robin, upper and lower rounds).
 */
function matchLabel(view: View, round: Round, match: BracketMatch): string {
  const name = roundLabel(view.t, view.n, round);
  if (
    round.matches.length > 1 &&
    (round.name === 'round' || round.name === 'upper' || round.name === 'lower')
  ) {
    return view.t('bracket.matchNumber', { round: name, n: view.n(match.slot) });
  }
  if (round.matches.length === 1) return name;
  return view.t('bracket.matchInRound', { round: name, n: view.n(match.slot) });
}

/** Does this match's winner take the title? */
function decidesTitle(bracket: BracketModel, match: BracketMatch, round: Round): boolean {
  if (bracket.format === 'singleElimination') return round.name === 'final';
  if (bracket.format !== 'doubleElimination') return false;
  if (match.id === 'GF2-1') return true;
  return match.id === 'GF-1' && (match.winner === 'home' || !bracket.grandFinalReset);
}

/** One sentence of the text alternative, or null for a bye against a bye. */
function matchSentence(view: View, round: Round, match: BracketMatch): string | null {
  const { t, n, bracket } = view;
  const label = matchLabel(view, round, match);
  const name = (p: Participant) => isolate(participantText(view, p));
  if (match.home === 'bye' && match.away === 'bye') return null;
  if (match.home === 'bye' || match.away === 'bye') {
    return t('bracket.line.bye', {
      match: label,
      team: name(match.home === 'bye' ? match.away : match.home),
    });
  }
  if (match.winner === null || match.score === null) {
    return t('bracket.line.pending', { match: label, home: name(match.home), away: name(match.away) });
  }
  let outcome = 'advances';
  if (isTable(bracket)) outcome = 'wins';
  else if (round.name === 'thirdPlace') outcome = 'third';
  else if (decidesTitle(bracket, match, round)) outcome = 'champion';
  else if (match.id === 'GF-1') outcome = 'reset';
  return t(`bracket.line.${outcome}`, {
    match: label,
    home: name(match.home),
    away: name(match.away),
    score: ltr(`${n(match.score.home)}–${n(match.score.away)}`),
    winner: name(match[match.winner]),
  });
}

function Name({ view, participant }: { view: View; participant: Participant }) {
  if (participant === null) {
    return <span className="bracket-match__name bracket-match__name--tbd">{view.t('bracket.tbd')}</span>;
  }
  if (participant === 'bye') {
    return <span className="bracket-match__name bracket-match__name--bye">{view.t('bracket.bye')}</span>;
  }
  const full = teamName(view, participant);
  const shown = view.compact ? (view.teams[participant]?.shortName ?? full) : full;
  return (
    // <bdi>: the name keeps its own direction without moving to the other edge of the box.
    <Link className="bracket-match__name" to={`/squadLibrary/${participant}`} title={full}>
      <bdi>{shown}</bdi>
    </Link>
  );
}

type LinkShape = 'top' | 'bottom' | 'straight';

interface CellLinks {
  /** How this match's line leaves it towards the next column. */
  out: Map<string, LinkShape>;
  /** Matches a line comes into from the previous column. */
  fed: Set<string>;
}

/** Connector lines between neighbouring columns of a knock-out section. */
function cellLinks(bracket: BracketModel, rounds: readonly Round[]): CellLinks {
  const out = new Map<string, LinkShape>();
  const fed = new Set<string>();
  if (!isElimination(bracket)) return { out, fed };
  const column = new Map<string, number>();
  rounds.forEach((r, i) => {
    for (const m of r.matches) column.set(m.id, i);
  });
  rounds.forEach((r, i) => {
    for (const m of r.matches) {
      if (!m.next || column.get(m.next.match) !== i + 1) continue;
      const target = m.next.match;
      const feeders = r.matches.filter((other) => other.next?.match === target).length;
      out.set(m.id, feeders === 2 ? (m.next.side === 'home' ? 'top' : 'bottom') : 'straight');
      fed.add(target);
    }
  });
  return { out, fed };
}

function MatchBox({ view, match }: { view: View; match: BracketMatch }) {
  const { t, n } = view;
  const bye = match.home === 'bye' || match.away === 'bye';
  const state = bye ? 'bye' : match.winner ? 'done' : 'pending';
  const side = (which: 'home' | 'away') => {
    const won = match.winner === which && !bye;
    const lost = match.winner !== null && match.winner !== which && !bye;
    return (
      <div
        className="bracket-match__side"
        data-side={which}
        data-winner={won || undefined}
        data-loser={lost || undefined}
      >
        <Name view={view} participant={match[which]} />
        <bdi className="bracket-match__score" dir="ltr" aria-hidden="true">
          {match.score ? n(match.score[which]) : ''}
        </bdi>
      </div>
    );
  };
  return (
    <div className="bracket-match" data-match={match.id} data-state={state}>
      {!bye && <p className="bracket-match__bo">{t('bracket.bestOf', { n: n(match.bestOf) })}</p>}
      {side('home')}
      {side('away')}
    </div>
  );
}

function MatchList({
  view,
  matches,
  links,
}: {
  view: View;
  matches: readonly BracketMatch[];
  links: CellLinks;
}) {
  return (
    <ol className="bracket__matches">
      {matches.map((m) => (
        <li
          key={m.id}
          className="bracket__cell"
          data-link={links.out.get(m.id)}
          data-fed={links.fed.has(m.id) || undefined}
        >
          <MatchBox view={view} match={m} />
        </li>
      ))}
    </ol>
  );
}

/** A Swiss round's matches by the record they were paired in, best record first. */
function SwissPools({ view, round, level }: { view: View; round: Round; level: number }) {
  const pools: { key: string; record: string; matches: BracketMatch[] }[] = [];
  for (const m of round.matches) {
    const wins = m.pool?.wins ?? 0;
    const losses = m.pool?.losses ?? 0;
    const key = `${wins}-${losses}`;
    let pool = pools.find((p) => p.key === key);
    if (!pool) {
      pool = { key, record: ltr(`${view.n(wins)}–${view.n(losses)}`), matches: [] };
      pools.push(pool);
    }
    pool.matches.push(m);
  }
  const H = heading(level);
  const none: CellLinks = { out: new Map(), fed: new Set() };
  return pools.map((pool) => (
    <div key={pool.key} className="bracket__pool" data-record={pool.key}>
      <H className="bracket__pool-name">{view.t('bracket.pool', { record: pool.record })}</H>
      <MatchList view={view} matches={pool.matches} links={none} />
    </div>
  ));
}

const SECTION_TITLES: Partial<Record<Section, string>> = { upper: 'bracket.upper', lower: 'bracket.lower' };

function BoardSection({
  view,
  section,
  rounds,
  level,
}: {
  view: View;
  section: Section;
  rounds: readonly Round[];
  level: number;
}) {
  const title = SECTION_TITLES[section];
  const H = heading(level);
  const roundLevel = title ? level + 1 : level;
  const R = heading(roundLevel);
  const links = cellLinks(view.bracket, rounds);
  const aligned = isElimination(view.bracket);
  return (
    <section className="bracket__section" data-section={section}>
      {title && <H className="bracket__section-name">{view.t(title)}</H>}
      <div className={aligned ? 'bracket__rounds' : 'bracket__rounds bracket__rounds--flow'}>
        {rounds.map((r) => (
          <div key={r.id} className="bracket__round" data-round={r.id}>
            <R className="bracket__round-name">{roundLabel(view.t, view.n, r)}</R>
            {view.bracket.format === 'swiss' ? (
              <div className="bracket__pools">
                <SwissPools view={view} round={r} level={roundLevel + 1} />
              </div>
            ) : (
              <MatchList view={view} matches={r.matches} links={links} />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function TeamCell({ view, id }: { view: View; id: number }) {
  return (
    <th scope="row" className="bracket-table__team">
      <Name view={view} participant={id} />
    </th>
  );
}

function record(view: View, wins: number, losses: number) {
  return <bdi dir="ltr">{`${view.n(wins)}–${view.n(losses)}`}</bdi>;
}

function SwissTable({ view, bracket }: { view: View; bracket: SwissBracket }) {
  const { t, n } = view;
  return (
    <table className="bracket-table">
      <caption>{t('bracket.standings')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bracket.col.place')}</th>
          <th scope="col" className="bracket-table__team">
            {t('bracket.col.team')}
          </th>
          <th scope="col">{t('bracket.col.record')}</th>
          <th scope="col">
            <abbr title={t('bracket.col.buchholzLong')}>{t('bracket.col.buchholz')}</abbr>
          </th>
          <th scope="col">{t('bracket.col.status')}</th>
        </tr>
      </thead>
      <tbody>
        {swissStandings(bracket).map((line, i) => (
          <tr key={line.teamId} data-status={line.status}>
            <td>{n(i + 1)}</td>
            <TeamCell view={view} id={line.teamId} />
            <td>{record(view, line.wins, line.losses)}</td>
            <td>{n(line.buchholz)}</td>
            <td>{t(`bracket.status.${line.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function GslTable({ view, bracket }: { view: View; bracket: GslBracket }) {
  const { t, n } = view;
  return (
    <table className="bracket-table">
      <caption>{t('bracket.standings')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bracket.col.place')}</th>
          <th scope="col" className="bracket-table__team">
            {t('bracket.col.team')}
          </th>
          <th scope="col">{t('bracket.col.record')}</th>
          <th scope="col">{t('bracket.col.status')}</th>
        </tr>
      </thead>
      <tbody>
        {gslStandings(bracket).map((line) => {
          const status = line.place === null ? 'playing' : line.place <= 2 ? 'advanced' : 'eliminated';
          return (
            <tr key={line.teamId} data-status={status}>
              <td>{line.place === null ? '' : n(line.place)}</td>
              <TeamCell view={view} id={line.teamId} />
              <td>{record(view, line.wins, line.losses)}</td>
              <td>{t(`bracket.status.${status}`)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function RoundRobinTable({ view, bracket }: { view: View; bracket: RoundRobinBracket }) {
  const { t, n } = view;
  const signed = (value: number) => (value > 0 ? `+${n(value)}` : value < 0 ? `−${n(-value)}` : n(0));
  return (
    <table className="bracket-table">
      <caption>{t('bracket.standings')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bracket.col.place')}</th>
          <th scope="col" className="bracket-table__team">
            {t('bracket.col.team')}
          </th>
          <th scope="col">{t('bracket.col.played')}</th>
          <th scope="col">{t('bracket.col.wins')}</th>
          <th scope="col">{t('bracket.col.losses')}</th>
          <th scope="col">{t('bracket.col.difference')}</th>
        </tr>
      </thead>
      <tbody>
        {roundRobinTable(bracket).map((line, i) => (
          <tr key={line.teamId}>
            <td>{n(i + 1)}</td>
            <TeamCell view={view} id={line.teamId} />
            <td>{n(line.played)}</td>
            <td>{n(line.wins)}</td>
            <td>{n(line.losses)}</td>
            <td>
              <bdi dir="ltr">{signed(line.difference)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Consecutive rounds of the same section, in order. */
function sectionsOf(bracket: BracketModel): { section: Section; rounds: Round[] }[] {
  const sections: { section: Section; rounds: Round[] }[] = [];
  for (const r of bracket.rounds) {
    const last = sections.at(-1);
    if (last?.section === r.section) last.rounds.push(r);
    else sections.push({ section: r.section, rounds: [r] });
  }
  return sections;
}

export function Bracket({ bracket, teams, label, headingLevel = 3, compact = false }: BracketProps) {
  const { t, i18n } = useTranslation('competitions');
  const view: View = { t, n: integerFormat(i18n.language), teams, compact, bracket };
  const sentences = bracket.rounds.flatMap((r) =>
    r.matches.flatMap((m) => {
      const sentence = matchSentence(view, r, m);
      return sentence === null ? [] : [{ id: m.id, sentence }];
    }),
  );
  const won =
    bracket.format === 'singleElimination' || bracket.format === 'doubleElimination'
      ? champion(bracket)
      : null;
  return (
    <div className="bracket" data-format={bracket.format} data-champion={won ?? undefined}>
      <ol className="visually-hidden bracket__text" aria-label={t('bracket.textAlternative')}>
        {sentences.map((s) => (
          <li key={s.id}>{s.sentence}</li>
        ))}
      </ol>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a board wider than a phone scrolls; keyboards must reach it */}
      <section className="bracket__scroll" aria-label={label ?? t('bracket.label')} tabIndex={0}>
        {sectionsOf(bracket).map((s) => (
          <BoardSection
            key={s.section}
            view={view}
            section={s.section}
            rounds={s.rounds}
            level={headingLevel}
          />
        ))}
      </section>
      {bracket.format !== 'singleElimination' && bracket.format !== 'doubleElimination' && (
        // Every row holds a team link, so keyboards reach the box when it scrolls.
        <div className="bracket__table-scroll">
          {bracket.format === 'swiss' && <SwissTable view={view} bracket={bracket} />}
          {bracket.format === 'gsl' && <GslTable view={view} bracket={bracket} />}
          {bracket.format === 'roundRobin' && <RoundRobinTable view={view} bracket={bracket} />}
        </div>
      )}
    </div>
  );
}
