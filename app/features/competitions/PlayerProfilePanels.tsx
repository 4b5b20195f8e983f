/**
 * A player's profile on their library page (issue 14, spec section 2: "players (stats, heroes,
 * weapons, service record, nationality, team, position, power rating, KDA, win rate…)"): age (on the
 * viewer's day, in their zone) and date of birth, power rating, statistics by season and over their
 * career, the heroes (agents) and weapons they played most, and their service record.
 */
import type { PlayerProfile, PlayerStats } from '../../../shared/competitions/contract.ts';
import { ageOn, POWER_RATING_MAX } from '../../../shared/competitions/model.ts';
import { playerStatDefs } from '../../../shared/matches/model.ts';
import { viewerToday } from '../../../shared/time/viewer-day.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { familyOf, formatStat, useScreen } from '../matches/index.ts';
import { LibraryScroll } from './LibraryScroll.tsx';
import { formatDate, formatYear } from './profile-format.ts';
import { SideName } from './TeamProfilePanels.tsx';
import './profiles.css';

/** Statistics by season and career, most played heroes and weapons, service record. */
export function PlayerProfilePanels({
  player,
  gameId,
  profile,
  stats,
}: {
  player: { name: string };
  gameId: number;
  profile: PlayerProfile;
  stats: PlayerStats;
}) {
  return (
    <>
      <StatsPanel player={player} gameId={gameId} stats={stats} />
      <ServiceRecordPanel player={player} profile={profile} />
    </>
  );
}

/** Age on the viewer's day, date of birth, power rating. */
export function PlayerFacts({ profile }: { profile: PlayerProfile }) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  const { tz, renderedAt } = useScreen();
  if (profile.birthDate === null && profile.powerRating === null) return null;
  return (
    <section className="library-section" aria-labelledby="player-profile">
      <h2 id="player-profile">{t('profile.title')}</h2>
      <dl className="library-figures profile-facts">
        {profile.birthDate && (
          <>
            <div>
              <dt>{t('profile.age')}</dt>
              <dd>{formatYear(locale, ageOn(profile.birthDate, viewerToday(tz, renderedAt)))}</dd>
            </div>
            <div>
              <dt>{t('profile.born')}</dt>
              <dd>
                <time dateTime={profile.birthDate}>{formatDate(locale, profile.birthDate)}</time>
              </dd>
            </div>
          </>
        )}
        {profile.powerRating !== null && (
          <div>
            <dt>
              <abbr title={t('profile.powerRatingHint')}>{t('profile.powerRating')}</abbr>
            </dt>
            <dd>
              {formatYear(locale, profile.powerRating)}
              <meter
                className="profile-meter"
                min={0}
                max={POWER_RATING_MAX}
                low={40}
                high={75}
                optimum={100}
                value={profile.powerRating}
                aria-hidden="true"
              />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function StatsPanel({
  player,
  gameId,
  stats,
}: {
  player: { name: string };
  gameId: number;
  stats: PlayerStats;
}) {
  const { t, i18n } = useTranslation('competitions');
  const m = useTranslation('matches').t;
  const locale = i18n.language;
  const defs = playerStatDefs(familyOf(gameId));
  const kda = stats.career.kda !== null;
  const n = (value: number) => formatStat(locale, 'count', value);
  const line = (s: PlayerStats['career']) => (
    <>
      <td className="profile-table__num">{n(s.played)}</td>
      <td className="profile-table__num">{formatStat(locale, 'percent', s.winRate)}</td>
      {kda && (
        <td className="profile-table__num">{s.kda === null ? '' : formatStat(locale, 'decimal', s.kda)}</td>
      )}
      {defs.map((d) => (
        <td key={d.key} className="profile-table__num">
          {s.averages[d.key] === undefined
            ? ''
            : formatStat(locale, d.kind, s.averages[d.key] ?? 0, { min: 0, max: 2 })}
        </td>
      ))}
    </>
  );
  return (
    <section className="library-section" aria-labelledby="player-stats">
      <h2 id="player-stats">{t('stats.title')}</h2>
      {stats.seasons.length === 0 ? (
        <p className="library-empty">{t('stats.none')}</p>
      ) : (
        <>
          <LibraryScroll label={t('stats.title')}>
            <table className="library-table profile-table">
              <caption className="visually-hidden">{t('stats.caption', { player: player.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats.season')}</th>
                  <th scope="col">{t('stats.competition')}</th>
                  <th scope="col" className="profile-table__num">
                    {t('stats.games')}
                  </th>
                  <th scope="col" className="profile-table__num">
                    {t('stats.winRate')}
                  </th>
                  {kda && (
                    <th scope="col" className="profile-table__num">
                      <abbr title={t('player.kdaLong')}>{t('player.kda')}</abbr>
                    </th>
                  )}
                  {defs.map((d) => (
                    <th key={d.key} scope="col" className="profile-table__num">
                      <abbr title={t('player.perGame', { stat: m(`centre.players.${d.key}`) })}>
                        {m(`centre.players.short.${d.key}`)}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {stats.seasons.map((s) => (
                  <tr key={`${s.leagueId}-${s.season}`}>
                    <td dir="ltr" className="profile-table__nowrap">
                      {s.season ?? ''}
                    </td>
                    <th scope="row" dir="auto">
                      {s.league}
                    </th>
                    {line(s)}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('stats.career')}
                  </th>
                  {line(stats.career)}
                </tr>
              </tfoot>
            </table>
          </LibraryScroll>
          {(stats.heroes.length > 0 || stats.weapons.length > 0) && (
            <div className="library-columns profile-picks">
              {stats.heroes.length > 0 && <Picks kind="heroes" list={stats.heroes} />}
              {stats.weapons.length > 0 && <Picks kind="weapons" list={stats.weapons} />}
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Picks({ kind, list }: { kind: 'heroes' | 'weapons'; list: PlayerStats['heroes'] }) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  const id = `player-${kind}`;
  return (
    <div>
      <h3 className="profile-subhead" id={id}>
        {t(`stats.${kind}`)}
      </h3>
      <table className="library-table profile-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{t(kind === 'heroes' ? 'stats.hero' : 'stats.weapon')}</th>
            <th scope="col" className="profile-table__num">
              {t('stats.games')}
            </th>
            <th scope="col" className="profile-table__num">
              {t('stats.winRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((p) => (
            <tr key={p.name}>
              <th scope="row" dir="auto">
                {p.name}
              </th>
              <td className="profile-table__num">{formatStat(locale, 'count', p.played)}</td>
              <td className="profile-table__num">
                {formatStat(locale, 'percent', Math.round((p.won / Math.max(1, p.played)) * 100))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ServiceRecordPanel({ player, profile }: { player: { name: string }; profile: PlayerProfile }) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  const day = (date: string | null, open: string) =>
    date ? <time dateTime={date}>{formatDate(locale, date)}</time> : <span>{open}</span>;
  return (
    <section className="library-section" aria-labelledby="player-career">
      <h2 id="player-career">{t('career.title')}</h2>
      <LibraryScroll label={t('career.title')}>
        <table className="library-table profile-table">
          <caption className="visually-hidden">{t('career.caption', { player: player.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('career.from')}</th>
              <th scope="col">{t('career.until')}</th>
              <th scope="col">{t('career.team')}</th>
            </tr>
          </thead>
          <tbody>
            {profile.serviceRecord.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a player may return to a team: the spell's place is its identity
              <tr key={i} data-current={s.until === null || undefined}>
                <td className="profile-table__nowrap">{day(s.from, t('career.earlier'))}</td>
                <td className="profile-table__nowrap">{day(s.until, t('career.now'))}</td>
                <th scope="row" dir="auto">
                  <SideName side={s.team} locale={locale} />
                  {s.loan && <span className="profile-move profile-move--inline">{t('career.loan')}</span>}
                </th>
              </tr>
            ))}
          </tbody>
        </table>
      </LibraryScroll>
    </section>
  );
}
