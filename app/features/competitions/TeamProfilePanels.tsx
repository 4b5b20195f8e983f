/**
 * A team's profile on its library page (issue 14, spec section 2: "teams (roster, honours,
 * transfers, head coach, assistant coach, average age, prize money, founding date, world ranking)"):
 * the facts as tiles, its honours, and its transfers in and out with their dates and fees. The
 * squad's average age is worked out on the viewer's day (their zone), from the players' birth dates.
 */
import type { SideTeam, TeamProfile, Transfer } from '../../../shared/competitions/contract.ts';
import { averageAge } from '../../../shared/competitions/model.ts';
import { localName } from '../../../shared/games/names.ts';
import type { Translate } from '../../../shared/i18n/translate.ts';
import { viewerToday } from '../../../shared/time/viewer-day.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import { formatStat, useScreen } from '../matches/index.ts';
import { countryName } from './country.ts';
import { LibraryScroll } from './LibraryScroll.tsx';
import { formatDate, formatMoney, formatYear } from './profile-format.ts';
import './profiles.css';

/** The facts: founded, coaches, the squad's average age, prize money, world ranking. */
export function TeamFacts({ profile }: { profile: TeamProfile }) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  const { tz, renderedAt } = useScreen();
  const head = profile.coaches.find((c) => c.role === 'head');
  const assistants = profile.coaches.filter((c) => c.role === 'assistant');
  const age = averageAge(
    profile.squad.map((p) => p.birthDate),
    viewerToday(tz, renderedAt),
  );
  const facts: Array<[string, string, string | null]> = [];
  if (profile.founded !== null) facts.push(['founded', formatYear(locale, profile.founded), null]);
  if (head)
    facts.push([
      'headCoach',
      localName(head, locale),
      head.nationality ? countryName(locale, head.nationality) : null,
    ]);
  if (assistants.length > 0)
    facts.push([
      'assistantCoaches',
      new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        assistants.map((c) => localName(c, locale)),
      ),
      null,
    ]);
  if (age !== null) facts.push(['averageAge', formatStat(locale, 'decimal', age, { min: 1, max: 1 }), null]);
  if (profile.prizeMoney) facts.push(['prizeMoney', formatMoney(locale, profile.prizeMoney), null]);
  if (profile.ranking)
    facts.push([
      'worldRanking',
      `#${formatYear(locale, profile.ranking.position)}`,
      t('profile.rankingPoints', {
        points: formatStat(locale, 'count', profile.ranking.points),
        date: formatDate(locale, profile.ranking.date),
      }),
    ]);
  if (facts.length === 0) return null;
  return (
    <section className="library-section" aria-labelledby="team-profile">
      <h2 id="team-profile">{t('profile.title')}</h2>
      <dl className="library-figures profile-facts">
        {facts.map(([key, value, note]) => (
          <div key={key}>
            <dt>{t(`profile.${key}`)}</dt>
            <dd dir="auto">{value}</dd>
            {note && <dd className="profile-facts__note">{note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "Winner", "Runner-up", "Third place", else "Place 5". */
export function placementText(t: Translate, n: number, locale: string) {
  if (n === 1) return t('honours.winner');
  if (n === 2) return t('honours.runnerUp');
  if (n === 3) return t('honours.third');
  return t('honours.place', { n: formatYear(locale, n) });
}

export function HonoursPanel({ team, profile }: { team: { name: string }; profile: TeamProfile }) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  return (
    <section className="library-section" aria-labelledby="team-honours">
      <h2 id="team-honours">{t('honours.title')}</h2>
      {profile.honours.length === 0 ? (
        <p className="library-empty">{t('honours.none')}</p>
      ) : (
        <LibraryScroll label={t('honours.title')}>
          <table className="library-table profile-table">
            <caption className="visually-hidden">
              {t('honours.caption', { team: localName(team, locale) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('honours.season')}</th>
                <th scope="col">{t('honours.competition')}</th>
                <th scope="col">{t('honours.result')}</th>
              </tr>
            </thead>
            <tbody>
              {profile.honours.map((h, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a team may place twice in one season's competitions
                <tr key={`${h.season}-${h.competition}-${i}`} data-placement={h.placement}>
                  <td dir="ltr" className="profile-table__nowrap">
                    {h.season}
                  </td>
                  <th scope="row" dir="auto">
                    {h.leagueId ? (
                      <Link to={`/leagueLibrary/${h.leagueId}?season=${encodeURIComponent(h.season)}`}>
                        {localName({ name: h.competition, names: h.names }, locale)}
                      </Link>
                    ) : (
                      localName({ name: h.competition, names: h.names }, locale)
                    )}
                  </th>
                  <td>
                    <span className="profile-place" data-place={Math.min(h.placement, 4)}>
                      {placementText(t, h.placement, locale)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </LibraryScroll>
      )}
    </section>
  );
}

/** A team of a transfer: a link to its page when it is one of ours. */
export function SideName({ side, locale }: { side: SideTeam | null; locale: string }) {
  if (!side) return null;
  const name = localName(side, locale);
  return side.id ? <Link to={`/squadLibrary/${side.id}`}>{name}</Link> : <span>{name}</span>;
}

/** A transfer's fee: the amount, "undisclosed" for a paid move without one, a dash otherwise. */
export function feeText(t: Translate, locale: string, transfer: Transfer): string {
  if (transfer.fee) return formatMoney(locale, transfer.fee);
  return transfer.type === 'transfer' ? t('transfers.undisclosed') : '–';
}

function TransferTable({
  list,
  way,
  caption,
}: {
  list: readonly Transfer[];
  way: 'in' | 'out';
  caption: string;
}) {
  const { t, i18n } = useTranslation('competitions');
  const locale = i18n.language;
  return (
    <table className="library-table profile-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('transfers.date')}</th>
          <th scope="col">{t('transfers.player')}</th>
          <th scope="col">{way === 'in' ? t('transfers.from') : t('transfers.to')}</th>
          <th scope="col">{t('transfers.type')}</th>
          <th scope="col" className="profile-table__money">
            {t('transfers.fee')}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((tr) => (
          <tr key={tr.id}>
            <td className="profile-table__nowrap">
              <time dateTime={tr.date}>{formatDate(locale, tr.date)}</time>
            </td>
            <th scope="row" dir="auto">
              {tr.player.id ? (
                <Link to={`/playerLibrary/${tr.player.id}`}>{localName(tr.player, locale)}</Link>
              ) : (
                localName(tr.player, locale)
              )}
            </th>
            <td dir="auto">
              <SideName side={way === 'in' ? tr.from : tr.to} locale={locale} />
            </td>
            <td className="profile-table__nowrap">
              <span className="profile-move" data-type={tr.type}>
                {t(`transfers.types.${tr.type}`)}
              </span>
            </td>
            <td className="profile-table__money">{feeText(t, locale, tr)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TransfersPanel({ team, profile }: { team: { name: string }; profile: TeamProfile }) {
  const { t, i18n } = useTranslation('competitions');
  const name = localName(team, i18n.language);
  const { in: arrivals, out: departures } = profile.transfers;
  return (
    <section className="library-section" aria-labelledby="team-transfers">
      <h2 id="team-transfers">{t('transfers.title')}</h2>
      <div className="profile-stack">
        <div>
          <h3 className="profile-subhead">{t('transfers.arrivals')}</h3>
          {arrivals.length === 0 ? (
            <p className="library-empty">{t('transfers.noArrivals')}</p>
          ) : (
            <LibraryScroll label={t('transfers.arrivals')}>
              <TransferTable
                list={arrivals}
                way="in"
                caption={t('transfers.arrivalsCaption', { team: name })}
              />
            </LibraryScroll>
          )}
        </div>
        <div>
          <h3 className="profile-subhead">{t('transfers.departures')}</h3>
          {departures.length === 0 ? (
            <p className="library-empty">{t('transfers.noDepartures')}</p>
          ) : (
            <LibraryScroll label={t('transfers.departures')}>
              <TransferTable
                list={departures}
                way="out"
                caption={t('transfers.departuresCaption', { team: name })}
              />
            </LibraryScroll>
          )}
        </div>
      </div>
    </section>
  );
}
