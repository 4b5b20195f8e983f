/**
 * `/playerLibrary/{id}`: a player as a fan or bettor looks them up: team, game, shirt number,
 * position and nationality, then their recent data over the last 20 games (spec section 9): games,
 * win rate, KDA for esports, each figure's average, and the games one by one, newest first.
 */
import { playerStatDefs } from '../../../shared/matches/model.ts';
import { recentSummary } from '../../../shared/matches/player-recent.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import {
  familyOf,
  formatShortDay,
  formatStat,
  positionText,
  ResultBadge,
  ScreenProvider,
  useScreen,
} from '../matches/index.ts';
import { countryName } from './country.ts';
import { LibraryScroll } from './LibraryScroll.tsx';
import type { PlayerPageData } from './library.server.ts';
import { PlayerFacts, PlayerProfilePanels } from './PlayerProfilePanels.tsx';
import type { PlayerProfileData } from './profiles.server.ts';
import './competitions.css';
import { localName } from '../../../shared/games/names.ts';

export function PlayerPage({
  data,
  profile,
}: {
  data: PlayerPageData;
  profile?: PlayerProfileData | undefined;
}) {
  const { t, i18n } = useTranslation('competitions');
  const m = useTranslation('matches').t;
  const locale = i18n.language;
  const { player, games } = data;
  const family = familyOf(player.game.gameId);
  const defs = playerStatDefs(family);
  const summary = recentSummary(
    games,
    defs.map((d) => d.key),
  );
  const n = (value: number) => formatStat(locale, 'count', value);
  return (
    <ScreenProvider tz={data.tz} renderedAt={data.renderedAt}>
      <div className="library">
        <header className="library-head">
          {/* The shirt number, or (esports, individual sports) the name's first letter. */}
          <span className="library-head__number" aria-hidden="true">
            {player.number ?? [...player.name][0]?.toUpperCase()}
          </span>
          <div className="library-head__text">
            <h1 dir="auto">{localName(player, i18n.language)}</h1>
            <p className="library-head__facts">
              <Link to={`/squadLibrary/${player.team.id}`} dir="auto">
                {localName(player.team, i18n.language)}
              </Link>
              <Link to={`/match/${player.game.abbr}`}>{t(`games:${player.game.gameId}`)}</Link>
              {player.number !== null && <span>{t('player.number', { number: n(player.number) })}</span>}
              {player.position && <span>{positionText(m, family, player.position)}</span>}
              {player.nationality && <span>{countryName(locale, player.nationality)}</span>}
            </p>
          </div>
        </header>

        {profile && <PlayerFacts profile={profile.profile} />}

        <section className="library-section" aria-labelledby="player-recent">
          <h2 id="player-recent">{t('player.recent', { n: n(summary.played) })}</h2>
          {games.length === 0 ? (
            <p className="library-empty">{t('player.noGames')}</p>
          ) : (
            <>
              <dl className="library-figures">
                <div>
                  <dt>{t('player.played')}</dt>
                  <dd>{n(summary.played)}</dd>
                </div>
                <div>
                  <dt>{t('player.winRate')}</dt>
                  <dd>{formatStat(locale, 'percent', summary.winRate)}</dd>
                </div>
                {summary.kda !== null && (
                  <div>
                    <dt>
                      <abbr title={t('player.kdaLong')}>{t('player.kda')}</abbr>
                    </dt>
                    <dd>{formatStat(locale, 'decimal', summary.kda)}</dd>
                  </div>
                )}
                {defs.map((d) =>
                  summary.averages[d.key] === undefined ? null : (
                    <div key={d.key}>
                      <dt>{t('player.perGame', { stat: m(`centre.players.${d.key}`) })}</dt>
                      <dd>{formatStat(locale, d.kind, summary.averages[d.key] ?? 0, { min: 0, max: 2 })}</dd>
                    </div>
                  ),
                )}
              </dl>
              <LibraryScroll label={t('player.games')}>
                <GamesTable data={data} />
              </LibraryScroll>
            </>
          )}
        </section>

        {profile && (
          <PlayerProfilePanels
            player={player}
            gameId={player.game.gameId}
            profile={profile.profile}
            stats={profile.stats}
          />
        )}
      </div>
    </ScreenProvider>
  );
}

/** The games one by one, newest first: day, opponent, result and score, hero, figures. */
export function GamesTable({ data }: { data: PlayerPageData }) {
  const { t, i18n } = useTranslation('competitions');
  const m = useTranslation('matches').t;
  const { tz } = useScreen();
  const locale = i18n.language;
  const { player, games } = data;
  const defs = playerStatDefs(familyOf(player.game.gameId));
  const heroes = games.some((g) => g.hero);
  return (
    <table className="library-table library-games">
      <caption className="visually-hidden">{t('player.gamesCaption', { player: player.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('player.col.date')}</th>
          <th scope="col">{t('player.col.opponent')}</th>
          <th scope="col">{t('player.col.result')}</th>
          {heroes && <th scope="col">{m('centre.players.hero')}</th>}
          {defs.map((d) => (
            <th key={d.key} scope="col" className="library-games__figure">
              <abbr title={m(`centre.players.${d.key}`)}>{m(`centre.players.short.${d.key}`)}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {games.map((g) => {
          const opponent = g.side === 'home' ? g.match.away : g.match.home;
          const score = g.match.score
            ? `${formatStat(locale, 'count', g.match.score.home)}–${formatStat(locale, 'count', g.match.score.away)}`
            : '–';
          return (
            <tr key={g.match.id}>
              <td>
                <time dateTime={g.match.startTime}>{formatShortDay(locale, tz, g.match.startTime)}</time>
              </td>
              <th scope="row" dir="auto">
                <Link to={`/squadLibrary/${opponent.id}`}>{opponent.name}</Link>
              </th>
              <td>
                <span className="library-games__result">
                  {g.result && <ResultBadge result={g.result} />}
                  <Link to={`/${player.game.abbr}/${g.match.id}`} dir="ltr">
                    {score}
                  </Link>
                </span>
              </td>
              {heroes && <td dir="auto">{g.hero ?? ''}</td>}
              {defs.map((d) => (
                <td key={d.key} className="library-games__figure">
                  {g.values[d.key] === undefined
                    ? ''
                    : formatStat(locale, d.kind, g.values[d.key] ?? 0, { min: 0, max: 2 })}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
