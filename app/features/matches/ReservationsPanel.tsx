import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ReservationView } from '../../../shared/matches/contract.ts';
import { RESERVATION_STATES, type ReservationState } from '../../../shared/matches/model.ts';
import { userChannel } from '../../../shared/realtime/channels.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { api, backgroundApi } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { useRemote } from '../../lib/use-remote.ts';
import type { RootData } from '../../root-data.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/links.tsx';
import { RemoteState } from '../../ui/RemoteState.tsx';
import { liveSocket } from '../live/index.ts';
import { cancelReservation } from './matches-api.ts';
import { isReservationNotice } from './ReservationReminders.tsx';
import './reservations.css';

const query = (state: ReservationState | null) => ({ ...(state ? { state } : {}), size: 50 });
const fetchReservations = (state: ReservationState | null) =>
  api().get<ReservationView[]>('/match/myReservations', query(state));

/** /userInfo/send: the matches the user reserved, by state, with cancel for those not started. */
export function ReservationsPanel({ uid }: { uid: number }) {
  const { t } = useTranslation('matches');
  const [state, setState] = useState<ReservationState | null>(null);
  const list = useRemote(`reservations:${uid}:${state ?? 'all'}`, () => fetchReservations(state));
  const { set } = list;
  // A reserved match kicks off, ends or is cancelled while the list is open: its row moves, quietly.
  useEffect(() => {
    const socket = liveSocket();
    socket.start();
    return socket.subscribe(userChannel(uid), (data) => {
      if (!isReservationNotice(data)) return;
      backgroundApi()
        .get<ReservationView[]>('/match/myReservations', query(state))
        .then(set)
        .catch(() => undefined);
    });
  }, [uid, state, set]);
  return (
    <div className="reservations-panel">
      <fieldset className="segmented reservations-panel__filter user-filter">
        <legend className="visually-hidden">{t('reservations.filter')}</legend>
        {[null, ...RESERVATION_STATES].map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            aria-pressed={state === option}
            onClick={() => setState(option)}
          >
            {t(option ? `reservations.state.${option}` : 'reservations.all')}
          </button>
        ))}
      </fieldset>
      {list.remote.state !== 'ready' ? (
        <RemoteState remote={list.remote} onRetry={list.reload} />
      ) : list.remote.data.length === 0 ? (
        <EmptyState message={t('reservations.empty')} />
      ) : (
        <ReservationTable rows={list.remote.data} onChanged={list.reload} />
      )}
    </div>
  );
}

function ReservationTable({ rows, onChanged }: { rows: ReservationView[]; onChanged: () => void }) {
  const { t } = useTranslation('matches');
  const { locale } = usePageContext();
  const root = useRouteLoaderData<RootData>('root');
  const abbrOf = (gameId: number) => root?.games.find((g) => g.gameId === gameId)?.abbr ?? 'sports';
  const [busy, setBusy] = useState<number | null>(null);

  async function cancel(matchId: number) {
    setBusy(matchId);
    try {
      await cancelReservation(matchId);
      onChanged();
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="user-table-scroll">
      <table className="user-table reservations-table">
        <caption className="visually-hidden">{t('reservations.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reservations.column.match')}</th>
            <th scope="col" className="reservations-table__time">
              {t('reservations.column.time')}
            </th>
            <th scope="col">{t('reservations.column.state')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('reservations.column.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            // Team and league names open their library pages; the start time opens the match (as a
            // match row's status does, decision 018), named for it: "Reds vs Blues, Sat 12 Dec 19:30".
            const time = formatTime(row.startTime, locale);
            const matchName =
              row.home && row.away
                ? t('match.teams', { home: row.home.name, away: row.away.name })
                : row.league.name;
            const matchLink = (
              <Link to={`/${abbrOf(row.gameId)}/${row.matchId}`} aria-label={`${matchName}, ${time}`}>
                <time dateTime={row.startTime}>{time}</time>
              </Link>
            );
            const league = (
              <Link to={`/leagueLibrary/${row.league.id}`}>
                <bdi>{row.league.name}</bdi>
              </Link>
            );
            return (
              <tr key={row.id}>
                <td className="user-table__wrap">
                  {row.home && row.away ? (
                    <>
                      <Link to={`/squadLibrary/${row.home.id}`}>
                        <bdi>{row.home.name}</bdi>
                      </Link>{' '}
                      –{' '}
                      <Link to={`/squadLibrary/${row.away.id}`}>
                        <bdi>{row.away.name}</bdi>
                      </Link>
                      <div className="user-table__sub">{league}</div>
                    </>
                  ) : (
                    // Battle royale: many teams, no sides; the tournament names the match.
                    league
                  )}
                  {/* Narrow screens show the time here instead of in its own column. */}
                  <div className="user-table__sub reservations-table__time-inline">{matchLink}</div>
                </td>
                <td className="user-table__wrap reservations-table__time">{matchLink}</td>
                <td>{t(`reservations.state.${row.state}`)}</td>
                <td>
                  {row.state === 'not_started' && (
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={busy === row.matchId}
                      onClick={() => cancel(row.matchId)}
                    >
                      {t('reservations.cancel')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
