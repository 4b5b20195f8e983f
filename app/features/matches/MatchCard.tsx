import { memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { GameLogo } from '../games/index.ts';
import { familyOf, isPlaying, teamLabel } from './format.ts';
import { formatInteger } from './intl.ts';
import { useLiveFields } from './live-store.ts';
import { matchName, teamLogoProps } from './MatchRow.tsx';
import { MatchStatus } from './MatchStatus.tsx';
import type { MatchRow } from './match-row.ts';
import { useScreen } from './ScreenContext.tsx';

const NOT_PLAYED = new Set(['preview', 'not_started', 'postponed', 'cancelled']);

/** A hot match as a card: league, both teams with logos, score and status; live like a row. */
export const MatchCard = memo(function MatchCard({ row }: { row: MatchRow }) {
  const { t, i18n } = useTranslation('matches');
  const { abbrOf } = useScreen();
  const live = useLiveFields(row);
  const abbr = abbrOf(row.gameId);
  const n = (value: number) => formatInteger(i18n.language, value);
  const score = live.score && !NOT_PLAYED.has(live.status) ? live.score : null;
  const royale = familyOf(row.gameId) === 'battle_royale';
  return (
    <li
      className="match-card"
      data-match-id={row.id}
      data-seq={live.seq}
      data-status={live.status}
      data-playing={isPlaying(live.status) ? 'true' : undefined}
    >
      {/* The league and the teams link to their library pages, above the match's link (the status,
          covering the card); on touch screens a tap anywhere opens the match (decision 018). */}
      <Link to={`/leagueLibrary/${row.league.id}`} className="match-card__league" dir="auto" tabIndex={-1}>
        <GameLogo abbr={abbr} size={14} lazy />
        {row.league.name}
      </Link>
      <span className="match-card__teams">
        {royale || !row.home || !row.away ? (
          <span className="match-card__team">
            {t('row.participants', { n: n(row.participants?.length ?? 0) })}
          </span>
        ) : (
          <>
            <Link
              to={`/squadLibrary/${row.home.id}`}
              className="match-card__team"
              tabIndex={-1}
              {...teamLogoProps(row.home)}
            >
              {teamLabel(row.home)}
            </Link>
            <b className="match-card__score">{score ? n(score.home) : ''}</b>
            <Link
              to={`/squadLibrary/${row.away.id}`}
              className="match-card__team"
              tabIndex={-1}
              {...teamLogoProps(row.away)}
            >
              {teamLabel(row.away)}
            </Link>
            <b className="match-card__score">{score ? n(score.away) : ''}</b>
          </>
        )}
      </span>
      <Link to={`/${abbr}/${row.id}`} className="match-card__link">
        <span className="match-card__status">
          <MatchStatus live={live} gameId={row.gameId} startTime={row.startTime} withDay compact />
        </span>
        <span className="visually-hidden">{` ${matchName(row)}${score ? ` ${n(score.home)}–${n(score.away)}` : ''}`}</span>
      </Link>
    </li>
  );
});

/**
 * The hot matches' cards in a row that scrolls sideways, snapping card by card, with previous and
 * next buttons (keyboard reachable, hidden when there is nothing more that way); the row ends with
 * room to spare, so its last card is never cut. Sides are logical: Arabic scrolls the other way.
 */
export function MatchCarousel(props: { heading: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('matches');
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const update = () => {
      const max = scroller.scrollWidth - scroller.clientWidth;
      // Right-to-left rows count scrollLeft from 0 at the start down to -max at the end.
      const at = Math.abs(scroller.scrollLeft);
      const next = { start: at > 1, end: max - at > 1 };
      setEdges((before) => (before.start === next.start && before.end === next.end ? before : next));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  const scroll = (toEnd: boolean) => {
    const scroller = ref.current;
    if (!scroller) return;
    const rtl = getComputedStyle(scroller).direction === 'rtl';
    const card = scroller.firstElementChild?.getBoundingClientRect().width ?? 200;
    // Whole cards per press: as many as fit, at least one.
    const step = Math.max(card, Math.floor(scroller.clientWidth / card) * card);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollBy({
      left: step * (toEnd ? 1 : -1) * (rtl ? -1 : 1),
      behavior: still ? 'instant' : 'smooth',
    });
  };

  return (
    <>
      <div className="match-section__head">
        {props.heading}
        <div className="carousel-controls">
          <button
            type="button"
            className="carousel-button carousel-button--previous"
            aria-label={t('carousel.previous')}
            title={t('carousel.previous')}
            hidden={!edges.start}
            onClick={() => scroll(false)}
          />
          <button
            type="button"
            className="carousel-button carousel-button--next"
            aria-label={t('carousel.next')}
            title={t('carousel.next')}
            hidden={!edges.end}
            onClick={() => scroll(true)}
          />
        </div>
      </div>
      <ul ref={ref} className="match-cards">
        {props.children}
      </ul>
    </>
  );
}
