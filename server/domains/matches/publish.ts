/**
 * How the matches domain tells the world, after commit: a state change on `match:<id>`,
 * `game:<id>:live` and (while in play, and once more when it leaves play) `live:all`; incidents and
 * odds on `match:<id>`; and the holders of a match's reservations on their own `user:<uid>` channel
 * when it kicks off, ends or is cancelled. A failed publication is logged, never thrown: the write
 * it follows has committed.
 */
import type { MatchIncident, MatchOdds, MatchStats } from '../../../shared/matches/contract.ts';
import { isLive, type MatchChannelMessage, type ReservationNotice } from '../../../shared/matches/model.ts';
import { matchChannels, userChannel } from '../../../shared/realtime/channels.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { reservationNews } from './reservations/rules.ts';
import type { StateChange } from './rows.ts';

/** Who holds an active reservation of a match, with the names their reminder shows. */
export interface ReservationReminder {
  uids: number[];
  league: string;
  home: string | null;
  away: string | null;
}

export function createMatchPublisher(deps: {
  bus: EventBus;
  log?: { warn(obj: object, msg: string): void } | undefined;
  reminderOf(matchId: number): Promise<ReservationReminder | null>;
}) {
  const { bus, log } = deps;

  async function publishAll(channels: string[], message: MatchChannelMessage): Promise<void> {
    const payload = JSON.stringify(message); // encoded once for every channel and subscriber
    try {
      await Promise.all(channels.map((c) => bus.publish(c, payload)));
    } catch (err) {
      log?.warn({ err, channels }, 'publishing a match change failed');
    }
  }

  async function tellReservationHolders(
    gameId: number,
    matchId: number,
    news: 'started' | 'ended' | 'cancelled',
  ): Promise<void> {
    try {
      const reminder = await deps.reminderOf(matchId);
      if (!reminder) return;
      const notice: ReservationNotice =
        news === 'started'
          ? {
              kind: 'reservedMatchStarted',
              matchId,
              gameId,
              league: reminder.league,
              home: reminder.home,
              away: reminder.away,
            }
          : { kind: 'reservationChanged', matchId, gameId, state: news };
      const payload = JSON.stringify(notice);
      await Promise.all(reminder.uids.map((uid) => bus.publish(userChannel(uid), payload)));
    } catch (err) {
      log?.warn({ err, matchId }, 'reminding the reservations of a match failed');
    }
  }

  return {
    async publishChange(
      change: StateChange,
      incidents: MatchIncident[] = [],
      odds: MatchOdds[] = [],
      stats?: MatchStats,
    ): Promise<void> {
      const { gameId, state, previousStatus } = change;
      const matchChannel = matchChannels.match(state.matchId);
      const channels = [matchChannel, matchChannels.game(gameId)];
      // "All live" follows matches in play, and hears once more when one leaves play (finished...).
      if (isLive(state.status) || (previousStatus !== null && isLive(previousStatus))) {
        channels.push(matchChannels.allLive);
      }
      await publishAll(channels, { kind: 'state', gameId, state });
      // Everyone who reserved the match hears on their own channel that it kicked off, ended or was cancelled.
      const news = previousStatus === null ? null : reservationNews(previousStatus, state.status);
      if (news) await tellReservationHolders(gameId, state.matchId, news);
      if (incidents.length > 0) {
        await publishAll([matchChannel], { kind: 'incidents', gameId, matchId: state.matchId, incidents });
      }
      if (odds.length > 0)
        await publishAll([matchChannel], { kind: 'odds', gameId, matchId: state.matchId, odds });
      if (stats) await publishAll([matchChannel], { kind: 'stats', gameId, matchId: state.matchId, stats });
    },
  };
}

export type MatchPublisher = ReturnType<typeof createMatchPublisher>;
