/**
 * Issue 12: football rows show red-card badges per side. The matches domain derives the count from
 * the `red_card` incidents it stores and keeps it in the live state's detail (`detail.redCards`), so
 * list items and the live updates of the match channels carry it with no query of their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchIncident } from '../../../../shared/matches/contract.ts';
import { redCardsAfter } from '../../../../shared/matches/model.ts';
import { matchChannels } from '../../../../shared/realtime/channels.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import type { EventBus } from '../../../realtime/bus.ts';
import { fixture, listen, openMatchesStore, update } from '../fixtures.test-support.ts';
import type { MatchesService } from '../index.ts';
import { withRedCards } from './writes.ts';

let database: DatabaseHandle;
let bus: EventBus;
let matches: MatchesService;
const NOW = new Date('2025-03-10T12:10:00Z');

beforeAll(async () => {
  ({ database, bus, matches } = await openMatchesStore(() => NOW));
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

type Incident = Omit<MatchIncident, 'matchId'>;
const incident = (type: Incident['type'], side: Incident['side']): Incident => ({
  seq: 1,
  type,
  side,
  period: { type: 'half', index: 1 },
  clockSeconds: 1200,
  occurredAt: '2025-03-10T12:10:00.000Z',
});

describe('red cards from incidents', () => {
  it('counts the red cards per side among incidents, on top of those held', () => {
    expect(redCardsAfter(null, [incident('yellow_card', 'home'), incident('goal', 'away')])).toBeUndefined();
    expect(redCardsAfter(undefined, [incident('red_card', 'away')])).toEqual({ home: 0, away: 1 });
    expect(
      redCardsAfter({ home: 1, away: 0 }, [incident('red_card', 'home'), incident('red_card', null)]),
    ).toEqual({
      home: 2,
      away: 0,
    });
    // A feed that counts them itself is believed.
    expect(withRedCards({ redCards: { home: 3, away: 0 } }, null, [incident('red_card', 'away')])).toEqual({
      redCards: { home: 3, away: 0 },
    });
    expect(withRedCards({ points: { home: '15', away: '0' } }, null, [])).toEqual({
      points: { home: '15', away: '0' },
    });
  });

  it('live updates carry the count in the state, and later states keep it', async () => {
    await matches.upsertFixtures([fixture('rc-1')]);
    const heard = await listen(bus, [matchChannels.allLive]);
    await matches.applyUpdate(update('rc-1', 1));
    await matches.applyUpdate(update('rc-1', 2, {}, { incidents: [incident('red_card', 'away')] }));
    // The feed's next state knows nothing of cards: the count stays.
    await matches.applyUpdate(update('rc-1', 3, {}, { incidents: [incident('yellow_card', 'home')] }));
    await matches.applyUpdate(update('rc-1', 4, {}, { incidents: [incident('red_card', 'away')] }));
    await heard.settle();
    const states = heard.received.flatMap((r) => (r.message.kind === 'state' ? [r.message.state] : []));
    expect(states.map((s) => s.detail.redCards)).toEqual([
      undefined,
      { home: 0, away: 1 },
      { home: 0, away: 1 },
      { home: 0, away: 2 },
    ]);
    // The list item of the match (every list) has it too.
    const [item] = (await matches.live({ gameId: 202 })).filter((m) => m.home?.name === 'Home rc-1');
    expect(item?.detail.redCards).toEqual({ home: 0, away: 2 });
  });

  it('the initial load counts them from each match’s whole log, even where the log is not kept', async () => {
    const old = fixture('rc-old', { startTime: '2025-03-01T12:00:00.000Z', status: 'finished' });
    await matches.loadFeedSnapshot(
      {
        fixtures: [old, fixture('rc-2')],
        updates: [
          update('rc-old', 9, { status: 'finished' }, { incidents: [incident('red_card', 'home')] }),
          update('rc-2', 5, {}, { incidents: [incident('red_card', 'home'), incident('red_card', 'away')] }),
        ],
      },
      { incidentsSince: new Date('2025-03-09T00:00:00Z') },
    );
    const page = await matches.byCondition({
      gameId: 202,
      statusGroup: 'all',
      page: 1,
      size: 100,
      date: '2025-03-01',
    });
    expect(page.list.find((m) => m.home?.name === 'Home rc-old')?.detail.redCards).toEqual({
      home: 1,
      away: 0,
    });
    const live = await matches.live({ gameId: 202 });
    expect(live.find((m) => m.home?.name === 'Home rc-2')?.detail.redCards).toEqual({ home: 1, away: 1 });
  });
});
