/**
 * The match page's "Animation live" (issue 13): a light picture of the moment, drawn in SVG on the
 * server and kept up in the browser (animation.ts folds the match's frames into a `Scene`):
 * - football: a pitch with the attacking side's zone lit (its own half, the other half, the final
 *   third, the box, the corners, the goal) and the latest goal, card or substitution;
 * - basketball: a court with the half of the side on the ball lit and the last scoring play;
 * - MOBA: a minimap with the latest objective lit beside a board of each side's objectives;
 * - shooters: the current map's rounds, the last one lit.
 * Every picture is one image for screen readers, named by the moment in words, with the same words
 * in a visible caption. A brand's vendor widget (`vendorUrl`, from its brand file) replaces it all.
 *
 * Direction: the home side attacks towards the inline end, as the header puts home at the start.
 * The pictures hold no text (names are in the HTML around them), so on a right-to-left page the
 * pitch, the court and the round track are mirrored whole (CSS `:dir(rtl)`): home still defends
 * the side its name is on. The MOBA minimap is a map and is never mirrored.
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { Translate } from '../../../shared/i18n/translate.ts';
import type { Side } from '../../../shared/matches/model.ts';
import { matchChannels } from '../../../shared/realtime/channels.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { liveSocket } from '../live/index.ts';
import {
  type BasketballScene,
  type FootballScene,
  type FootballZone,
  latestObjective,
  type MobaObjective,
  type MobaScene,
  mobaTally,
  nextScene,
  type Scene,
  type SceneInput,
  type ShooterScene,
} from './animation.ts';
import { clockText, statusView, teamLabel } from './format.ts';
import { incidentMoment, incidentSentence } from './incident-text.ts';
import { formatInteger } from './intl.ts';
import type { MatchPageData } from './match-page.ts';
import './animation.css';

export type AnimationMatch = Pick<
  MatchPageData,
  'id' | 'gameId' | 'home' | 'away' | 'status' | 'period' | 'clock' | 'seq'
>;

export interface AnimationLiveProps {
  match: AnimationMatch;
  scene: Scene | null;
  /** The brand's vendor widget for this match (`animationUrl` of its template): framed instead. */
  vendorUrl?: string | null | undefined;
}

interface Names {
  home: string;
  away: string;
}

export function AnimationLive({ match, scene, vendorUrl }: AnimationLiveProps) {
  const { t, i18n } = useTranslation('matches');
  const names: Names = { home: teamLabel(match.home), away: teamLabel(match.away) };
  if (vendorUrl) {
    return (
      <figure className="animation animation--vendor">
        <iframe
          className="animation__frame"
          src={vendorUrl}
          title={t('centre.animation.frameTitle', { ...names })}
          sandbox="allow-scripts allow-same-origin"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      </figure>
    );
  }
  if (!scene) return null;
  const locale = i18n.language;
  switch (scene.family) {
    case 'football':
      return <Pitch scene={scene} match={match} names={names} t={t} locale={locale} />;
    case 'basketball':
      return <Court scene={scene} match={match} names={names} t={t} locale={locale} />;
    case 'moba':
      return <MobaBoard scene={scene} match={match} names={names} t={t} locale={locale} />;
    case 'shooter':
      return <RoundTrack scene={scene} match={match} names={names} t={t} locale={locale} />;
  }
}

/**
 * The scene kept up with the match's channel: `initial` (the loader's `sceneFromPage`) until the
 * page sends another, then every state, incidents and stats frame folded in.
 */
export function useAnimationScene(match: Pick<AnimationMatch, 'id' | 'gameId'>, initial: Scene | null) {
  const [held, setHeld] = useState({ from: initial, scene: initial });
  const scene = held.from === initial ? held.scene : initial;
  const { id, gameId } = match;
  useEffect(() => {
    const socket = liveSocket();
    socket.start();
    return socket.subscribe(matchChannels.match(id), (message) => {
      const m = message as { kind?: string };
      if (m.kind !== 'state' && m.kind !== 'incidents' && m.kind !== 'stats') return;
      const input = { ...(message as SceneInput), gameId, at: new Date().toISOString() } as SceneInput;
      setHeld((current) => {
        const base = current.from === initial ? current.scene : initial;
        return { from: initial, scene: nextScene(base, input) };
      });
    });
  }, [id, gameId, initial]);
  return scene;
}

interface PictureProps<S extends Scene> {
  scene: S;
  match: AnimationMatch;
  names: Names;
  t: Translate;
  locale: string;
}

/** What a picture says when nobody is on the ball: the break or the status, else "waiting". */
function statusLine(t: Translate, locale: string, match: AnimationMatch): string {
  const view = statusView(match, match.gameId);
  if (view.kind === 'label')
    return t(`games:${view.key}`, view.n === undefined ? {} : { n: formatInteger(locale, view.n) });
  if (view.kind === 'scheduled') return t('games:status.not_started');
  return t('matches:centre.animation.waiting');
}

/** The words of the picture and a second line, as one accessible name. */
function spoken(t: Translate, first: string, second: string | null): string {
  return second ? t('matches:centre.animation.two', { first, second }) : first;
}

/** A picture with its team names above and its words below (the moment, then what just happened). */
function Figure({
  family,
  caption,
  detail,
  children,
  legend,
}: {
  family: Scene['family'];
  caption: string;
  detail?: ReactNode;
  children: ReactNode;
  legend?: ReactNode;
}) {
  return (
    <figure className="animation" data-family={family}>
      {legend}
      {children}
      <figcaption className="animation__caption">
        <span className="animation__moment">{caption}</span>
        {detail}
      </figcaption>
    </figure>
  );
}

function Legend({ names }: { names: Names }) {
  return (
    <div className="animation__teams">
      <span className="animation__team" data-side="home" dir="auto">
        {names.home}
      </span>
      <span className="animation__team" data-side="away" dir="auto">
        {names.away}
      </span>
    </div>
  );
}

// Football --------------------------------------------------------------------------------------------

const PITCH = { width: 120, height: 80 };
/** The home side attacks to the right; the away side's shapes are mirrored. */
const AWAY_MIRROR = `matrix(-1 0 0 1 ${PITCH.width} 0)`;

/** The lit area of each zone for the home side, and where the ball is. */
const ZONE_SHAPES: Readonly<Record<FootballZone, { ball: [number, number] }>> = {
  safe: { ball: [38, 40] },
  attack: { ball: [72, 40] },
  dangerousAttack: { ball: [90, 40] },
  shot: { ball: [106, 40] },
  corner: { ball: [116, 5] },
  goal: { ball: [118.5, 40] },
};

function ZoneShape({ zone, clip }: { zone: FootballZone; clip: string }) {
  switch (zone) {
    case 'safe':
      return <rect x={2} y={2} width={58} height={76} />;
    case 'attack':
      return <rect x={60} y={2} width={58} height={76} />;
    case 'dangerousAttack':
      return <rect x={79} y={2} width={39} height={76} />;
    case 'shot':
      return <rect x={100} y={17.75} width={18} height={44.5} />;
    case 'corner':
      return (
        <g clipPath={`url(#${clip})`}>
          <circle cx={118} cy={2} r={12} />
          <circle cx={118} cy={78} r={12} />
        </g>
      );
    case 'goal':
      return (
        <>
          <rect x={100} y={17.75} width={18} height={44.5} />
          <rect x={118} y={36} width={2} height={8} />
        </>
      );
  }
}

/** A football minute (67', 45+2') of a match second, in the page's digits. */
function minuteText(locale: string, seconds: number, period: FootballScene['period']): string {
  return clockText(locale, { seconds, running: false, direction: 'up', at: '' }, 'minute', period, 0);
}

export function footballCaption(
  t: Translate,
  locale: string,
  scene: FootballScene,
  names: Names,
  match: AnimationMatch,
) {
  if (!scene.side || !scene.playing) return statusLine(t, locale, match);
  const values = { zone: t(`matches:centre.animation.zone.${scene.zone}`), team: names[scene.side] };
  return scene.since === null
    ? t('matches:centre.animation.captionNoMinute', values)
    : t('matches:centre.animation.caption', {
        ...values,
        minute: minuteText(locale, scene.since, scene.period),
      });
}

function Pitch({ scene, match, names, t, locale }: PictureProps<FootballScene>) {
  const clip = useId();
  const caption = footballCaption(t, locale, scene, names, match);
  const event = scene.event;
  // As the match log writes it: its moment, then its sentence.
  const eventLine = event
    ? [
        incidentMoment(locale, event, match.gameId),
        incidentSentence(t, locale, event, { gameId: match.gameId, home: names.home, away: names.away }),
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  const side = scene.playing ? scene.side : null;
  const ball = side ? ZONE_SHAPES[scene.zone].ball : ([60, 40] as const);
  const label = spoken(t, caption, eventLine);
  return (
    <Figure
      family="football"
      caption={caption}
      legend={<Legend names={names} />}
      detail={
        eventLine ? (
          <span className="animation__event" data-type={event?.type} data-side={event?.side ?? undefined}>
            {eventLine}
          </span>
        ) : null
      }
    >
      <svg
        className="animation__field animation__pitch"
        viewBox={`0 0 ${PITCH.width} ${PITCH.height}`}
        role="img"
        aria-label={label}
        data-zone={side ? scene.zone : undefined}
        data-side={side ?? undefined}
      >
        <defs>
          <clipPath id={clip}>
            <rect x={2} y={2} width={116} height={76} />
          </clipPath>
        </defs>
        <rect className="animation__grass" x={0} y={0} width={PITCH.width} height={PITCH.height} />
        {side && (
          <g
            className="animation__zone"
            data-zone={scene.zone}
            data-side={side}
            transform={side === 'away' ? AWAY_MIRROR : undefined}
          >
            <ZoneShape zone={scene.zone} clip={clip} />
          </g>
        )}
        <g className="animation__lines">
          <rect x={2} y={2} width={116} height={76} />
          <line x1={60} y1={2} x2={60} y2={78} />
          <circle cx={60} cy={40} r={10} />
          <circle cx={60} cy={40} r={0.6} className="animation__spot" />
          {[false, true].map((mirrored) => (
            <g key={String(mirrored)} transform={mirrored ? AWAY_MIRROR : undefined}>
              <rect x={100} y={17.75} width={18} height={44.5} />
              <rect x={112} y={30} width={6} height={20} />
              <rect x={118} y={36} width={2} height={8} />
              <circle cx={106} cy={40} r={0.6} className="animation__spot" />
              <path d="M100 32 A10 10 0 0 0 100 48" />
            </g>
          ))}
        </g>
        <circle
          className="animation__ball"
          data-side={side ?? undefined}
          cx={side === 'away' ? PITCH.width - ball[0] : ball[0]}
          cy={ball[1]}
          r={1.8}
        />
      </svg>
    </Figure>
  );
}

// Basketball ------------------------------------------------------------------------------------------

const COURT = { width: 120, height: 64 };
const COURT_MIRROR = `matrix(-1 0 0 1 ${COURT.width} 0)`;

function Court({ scene, match, names, t, locale }: PictureProps<BasketballScene>) {
  const side = scene.playing ? scene.possession : null;
  const caption = side
    ? t('matches:centre.animation.possession', { team: names[side] })
    : statusLine(t, locale, match);
  const last = scene.lastScore;
  const lastLine = last
    ? t(`matches:centre.animation.scored.${last.points}`, { team: names[last.side] })
    : null;
  const label = spoken(t, caption, lastLine);
  return (
    <Figure
      family="basketball"
      caption={caption}
      legend={<Legend names={names} />}
      detail={
        lastLine ? (
          <span className="animation__event" data-side={last?.side} data-points={last?.points}>
            {lastLine}
          </span>
        ) : null
      }
    >
      <svg
        className="animation__field animation__court"
        viewBox={`0 0 ${COURT.width} ${COURT.height}`}
        role="img"
        aria-label={label}
        data-side={side ?? undefined}
      >
        <rect className="animation__floor" x={0} y={0} width={COURT.width} height={COURT.height} />
        {side && (
          <g className="animation__zone" data-zone="possession" data-side={side}>
            {/* The side on the ball attacks the basket of the other half (home: the right one). */}
            <rect x={side === 'home' ? 60 : 2} y={2} width={58} height={60} />
          </g>
        )}
        <g className="animation__lines">
          <rect x={2} y={2} width={116} height={60} />
          <line x1={60} y1={2} x2={60} y2={62} />
          <circle cx={60} cy={32} r={7} />
          {[false, true].map((mirrored) => (
            <g key={String(mirrored)} transform={mirrored ? COURT_MIRROR : undefined}>
              <rect x={2} y={24} width={22} height={16} />
              <path d="M24 26 A6 6 0 0 1 24 38" />
              <path d="M2 6 H14 A27 27 0 0 1 14 58 H2" />
              <line x1={6} y1={28} x2={6} y2={36} />
            </g>
          ))}
        </g>
        {[false, true].map((right) => {
          // The basket the last points went in: home scores in the right one.
          const lit = last && (last.side === 'home') === right;
          return (
            <circle
              key={String(right)}
              className="animation__hoop"
              data-lit={lit ? last?.side : undefined}
              cx={right ? 112.5 : 7.5}
              cy={32}
              r={1.6}
            />
          );
        })}
        <circle
          className="animation__ball"
          data-side={side ?? undefined}
          cx={side === 'home' ? 96 : side === 'away' ? 24 : 60}
          cy={32}
          r={2.2}
        />
      </svg>
    </Figure>
  );
}

// MOBA ------------------------------------------------------------------------------------------------

/** The log's sentence of an objective (`centre.log.*`; Dota 2's baron is Roshan). */
function objectiveSentence(t: Translate, gameId: number, objective: MobaObjective, names: Names): string {
  const key = objective.type === 'baron' && gameId === 4 ? 'roshan' : objective.type;
  return t(`matches:centre.log.${key}`, { team: names[objective.side] });
}

const OBJECTIVE_ROWS = ['kills', 'towers', 'dragons', 'barons', 'firstBlood'] as const;
type ObjectiveRow = (typeof OBJECTIVE_ROWS)[number];
const ROW_OF: Readonly<Record<MobaObjective['type'], ObjectiveRow>> = {
  first_blood: 'firstBlood',
  tower: 'towers',
  dragon: 'dragons',
  baron: 'barons',
};

function rowName(t: Translate, row: ObjectiveRow, gameId: number): string {
  if (row === 'kills' || row === 'towers') return t(`matches:match.${row}`);
  if (row === 'barons' && gameId === 4) return t('matches:centre.animation.roshans');
  return t(`matches:centre.animation.${row}`);
}

/** Where an objective is on the minimap (home's base bottom-left, away's top-right). */
function objectiveSpot(objective: MobaObjective): [number, number] {
  switch (objective.type) {
    case 'dragon':
      return [68, 68];
    case 'baron':
      return [32, 32];
    case 'first_blood':
      return [50, 50];
    case 'tower':
      // A tower of the other side falls: near its base.
      return objective.side === 'home' ? [76, 24] : [24, 76];
  }
}

function MobaBoard({ scene, match, names, t, locale }: PictureProps<MobaScene>) {
  const tally = mobaTally(scene);
  const latest = latestObjective(scene);
  const gameId = match.gameId;
  const n = (v: number) => formatInteger(locale, v);
  const value = (row: ObjectiveRow, side: Side) =>
    row === 'firstBlood' ? Number(tally[side].firstBlood) : tally[side][row];
  // As the match log writes it: its moment on the map clock, then its sentence.
  const latestLine = latest
    ? [
        latest.clockSeconds === null
          ? null
          : clockText(
              locale,
              { seconds: latest.clockSeconds, running: false, direction: 'up', at: '' },
              'clock',
              null,
              0,
            ),
        objectiveSentence(t, gameId, latest, names),
      ]
        .filter(Boolean)
        .join(' ')
    : scene.playing
      ? t('matches:centre.animation.noObjective')
      : statusLine(t, locale, match);
  const sideTally = (side: Side) =>
    t('matches:centre.animation.tally', {
      team: names[side],
      list: OBJECTIVE_ROWS.filter((row) => row !== 'firstBlood')
        .map((row) =>
          t('matches:centre.animation.count', { name: rowName(t, row, gameId), value: n(value(row, side)) }),
        )
        .join(', '),
    });
  const label = spoken(t, latestLine, `${sideTally('home')}; ${sideTally('away')}`);
  const mapName = scene.map === null ? null : t('games:period.map', { n: n(scene.map) });
  const latestRow = latest ? ROW_OF[latest.type] : null;
  const spot = latest ? objectiveSpot(latest) : null;
  return (
    <Figure family="moba" caption={latestLine}>
      <div className="animation__moba">
        <svg className="animation__minimap" viewBox="0 0 100 100" role="img" aria-label={label}>
          <rect className="animation__ground" x={0} y={0} width={100} height={100} rx={4} />
          <path className="animation__river" d="M0 0 L100 100" />
          <g className="animation__lanes">
            <path d="M12 88 V12 H88" />
            <path d="M12 88 L88 12" />
            <path d="M12 88 H88 V12" />
          </g>
          <circle className="animation__pit" cx={68} cy={68} r={5} />
          <circle className="animation__pit" cx={32} cy={32} r={5} />
          <circle className="animation__base" data-side="home" cx={12} cy={88} r={8} />
          <circle className="animation__base" data-side="away" cx={88} cy={12} r={8} />
          {latest && spot && (
            <circle
              className="animation__zone animation__objective"
              data-zone={latest.type}
              data-side={latest.side}
              cx={spot[0]}
              cy={spot[1]}
              r={7}
            />
          )}
        </svg>
        <table className="animation__board">
          {mapName && <caption>{t('matches:centre.animation.objectives', { map: mapName })}</caption>}
          <thead>
            <tr>
              <td />
              <th scope="col" dir="auto" data-side="home">
                {names.home}
              </th>
              <th scope="col" dir="auto" data-side="away">
                {names.away}
              </th>
            </tr>
          </thead>
          <tbody>
            {OBJECTIVE_ROWS.map((row) => (
              <tr key={row} data-latest={row === latestRow ? '' : undefined}>
                <th scope="row">{rowName(t, row, gameId)}</th>
                {(['home', 'away'] as const).map((side) => (
                  <td key={side} data-latest={row === latestRow && latest?.side === side ? side : undefined}>
                    {n(value(row, side))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Figure>
  );
}

// Shooters --------------------------------------------------------------------------------------------

const DOT = 8;

function RoundTrack({ scene, match, names, t, locale }: PictureProps<ShooterScene>) {
  const n = (v: number) => formatInteger(locale, v);
  const rounds = scene.rounds ?? { home: 0, away: 0 };
  const last = scene.lastRound;
  const lastLine = last
    ? t('matches:centre.log.round_won', { team: names[last.side], value: n(last.n) })
    : scene.playing
      ? t('matches:centre.animation.noRound')
      : statusLine(t, locale, match);
  const map = scene.mapName ?? (scene.map === null ? null : t('games:period.map', { n: n(scene.map) }));
  const score = t('matches:centre.animation.rounds', {
    map: map ?? '',
    home: names.home,
    homeRounds: n(rounds.home),
    away: names.away,
    awayRounds: n(rounds.away),
  });
  const label = spoken(t, lastLine, score);
  const slots = Math.min(30, Math.max(13, rounds.home + 1, rounds.away + 1));
  const width = slots * DOT + DOT;
  return (
    <Figure
      family="shooter"
      caption={lastLine}
      legend={<Legend names={names} />}
      detail={<span className="animation__event">{score}</span>}
    >
      <svg
        className="animation__field animation__rounds"
        viewBox={`0 0 ${width} 36`}
        role="img"
        aria-label={label}
      >
        {(['home', 'away'] as const).map((side, row) =>
          Array.from({ length: slots }, (_, i) => {
            const won = i < rounds[side];
            const lit = last?.side === side && i === rounds[side] - 1;
            return (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: a round's slot is its position
                key={`${side}${i}`}
                className={lit ? 'animation__dot animation__zone' : 'animation__dot'}
                data-side={side}
                data-won={won ? '' : undefined}
                cx={DOT + i * DOT}
                cy={row === 0 ? 10 : 26}
                r={3}
              />
            );
          }),
        )}
      </svg>
    </Figure>
  );
}
