import { afterAll, describe, expect, it } from 'vitest';
import type { RunningApp } from '../../server/app.ts';
import { startTestApp, testFeed } from '../support/app.ts';
import { connectWs } from '../support/ws-client.ts';

/** The live feed inside the whole app: started before /healthz turns 200, stopped first on close. */
const apps: RunningApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function liveList(app: RunningApp) {
  const res = await fetch(`${app.url}/java/v2/match/getPCLiveGameMatch`, { headers: { lan: 'en_US' } });
  return ((await res.json()) as { result: Array<{ id: number; status: string }> }).result;
}

describe('the app with a feed', () => {
  it('runs no feed in tests unless asked (FEED=none)', async () => {
    const app = await startTestApp();
    apps.push(app);
    expect(app.feed).toMatchObject({ provider: null, source: null, initialLoad: null });
    expect(await liveList(app)).toEqual([]);
  });

  it('stores the simulator window before it is healthy, then pushes live updates to "all live" sockets', async () => {
    const app = await startTestApp({ feed: testFeed({ liveTarget: 20 }) });
    apps.push(app);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect(app.feed.initialLoad?.inserted).toBeGreaterThan(0);
    const live = await liveList(app);
    expect(live.length).toBeGreaterThan(0);

    const client = await connectWs(`${app.url.replace('http', 'ws')}/ws`);
    await client.subscribe('live:all');
    // Ten simulated minutes at once: every match in play changes.
    expect(await app.feed.provider?.advance(10 * 60_000)).toBeGreaterThan(0);
    const pushed = await client.next((m) => m.type === 'message' && m.channel === 'live:all');
    const data = pushed.data as { kind: string; state: { matchId: number; seq: number } };
    expect(data.kind).toBe('state');
    expect((await app.services.matches.state(data.state.matchId))?.seq).toBeGreaterThanOrEqual(
      data.state.seq,
    );
    await client.close();

    await app.close();
    // Stopped with the app: the simulator takes no more ticks.
    await expect(app.feed.provider?.tick() ?? Promise.resolve()).rejects.toThrow('simulator not started');
    // A fortnight of fixtures simulated and stored: minutes on a busy machine (one CI run passed 30 s).
  }, 240_000);
});
