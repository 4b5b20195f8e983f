import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { familyOf, isPlaying, teamLabel } from './format.ts';
import { formatInteger } from './intl.ts';
import { useLiveFields } from './live-store.ts';
import { MatchStatus } from './MatchStatus.tsx';
import type { MatchRow } from './match-row.ts';
import { useScreen } from './ScreenContext.tsx';
import { TeamLogo } from './TeamLogo.tsx';

const NOT_PLAYED = new Set(['preview', 'not_started', 'postponed', 'cancelled']);

/** A hot match as a card: league, both teams with logos, score and status; live like a row. */
export const MatchCard = memo(function MatchCard({ row }: { row: MatchRow }) {
  const { t, i18n } = useTranslation('matches');
  const { abbrOf } = useScreen();
  const live = useLiveFields(row);
  const abbr = abbrOf(row.gameId);
  const n = (value: number) => formatInteger(i18n.language, value);
  const showScore = live.score && !NOT_PLAYED.has(live.status);
  const royale = familyOf(row.gameId) === 'battle_royale';
  return (
    <li
      className="match-card"
      data-match-id={row.id}
      data-seq={live.seq}
      data-status={live.status}
      data-playing={isPlaying(live.status) ? 'true' : undefined}
    >
      <span className="match-card__league">
        <img src={`/images/games/${abbr}.svg`} alt="" width={14} height={14} loading="lazy" />
        <span dir="auto">{row.league.name}</span>
      </span>
      <Link to={`/${abbr}/${row.id}`} className="match-card__link">
        {royale || !row.home || !row.away ? (
          <span className="match-card__team">
            {t('row.participants', { n: n(row.participants?.length ?? 0) })}
          </span>
        ) : (
          <>
            <span className="match-card__team">
              <TeamLogo team={row.home} size={24} />
              <span className="match-card__name" dir="auto">
                {teamLabel(row.home)}
              </span>
              <span className="match-card__score">{showScore && live.score ? n(live.score.home) : ''}</span>
            </span>
            <span className="visually-hidden"> – </span>
            <span className="match-card__team">
              <TeamLogo team={row.away} size={24} />
              <span className="match-card__name" dir="auto">
                {teamLabel(row.away)}
              </span>
              <span className="match-card__score">{showScore && live.score ? n(live.score.away) : ''}</span>
            </span>
          </>
        )}
      </Link>
      <span className="match-card__status">
        <MatchStatus live={live} gameId={row.gameId} startTime={row.startTime} withDay compact />
      </span>
    </li>
  );
});
