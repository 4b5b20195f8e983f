import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../tests/support/app.ts';
import { connectWs } from '../../tests/support/ws-client.ts';
import type { RunningApp } from '../app.ts';
import { users } from '../domains/users/schema.ts';

let app: RunningApp;
let wsUrl: string;

beforeAll(async () => {
  app = await startTestApp();
  wsUrl = `${app.url.replace('http', 'ws')}/ws`;
});

afterAll(async () => {
  await app.close();
});

describe('websocket protocol on /ws', () => {
  it('greets with the heartbeat interval', async () => {
    const client = await connectWs(wsUrl);
    const welcome = await client.next((m) => m.type === 'welcome');
    expect(welcome.heartbeatMs).toBeGreaterThan(0);
    await client.close();
  });

  it('delivers what the server publishes to subscribers of that channel only', async () => {
    const a = await connectWs(wsUrl);
    const b = await connectWs(wsUrl);
    await a.subscribe('match:1');
    await b.subscribe('match:2');
    await app.hub.publish('match:1', { score: [1, 0] });
    expect(await a.next((m) => m.type === 'message')).toEqual({
      type: 'message',
      channel: 'match:1',
      data: { score: [1, 0] },
    });
    await app.hub.publish('match:2', { score: [0, 2] });
    expect((await b.next((m) => m.type === 'message')).data).toEqual({ score: [0, 2] });
    expect(a.messages.filter((m) => m.type === 'message')).toHaveLength(1);
    await a.close();
    await b.close();
  });

  it('stops delivering after unsubscribe', async () => {
    const client = await connectWs(wsUrl);
    await client.subscribe('game:202');
    client.send({ type: 'unsubscribe', channel: 'game:202' });
    await client.next((m) => m.type === 'unsubscribed');
    await app.hub.publish('game:202', { n: 1 });
    client.send({ type: 'ping', t: 42 });
    await client.next((m) => m.type === 'pong');
    expect(client.messages.some((m) => m.type === 'message')).toBe(false);
    await client.close();
  });

  it('answers ping with pong carrying the same t', async () => {
    const client = await connectWs(wsUrl);
    client.send({ type: 'ping', t: 1234 });
    expect(await client.next((m) => m.type === 'pong')).toEqual({ type: 'pong', t: 1234 });
    await client.close();
  });

  it('rejects malformed messages and bad channel names without closing', async () => {
    const client = await connectWs(wsUrl);
    client.socket.send('not json');
    expect((await client.next((m) => m.type === 'error')).code).toBe('bad_message');
    client.send({ type: 'subscribe', channel: '../etc/passwd' });
    await client.next(
      (m) => m.type === 'error' && client.messages.filter((x) => x.type === 'error').length === 2,
    );
    client.send({ type: 'ping' });
    await client.next((m) => m.type === 'pong');
    await client.close();
  });

  it("lets only the owner follow a user's private channel", async () => {
    const [user] = await app.database.db.insert(users).values({ username: 'wsowner' }).returning();
    const token = await app.services.sessions.create(user?.uid ?? 0, 60_000);
    const channel = `user:${user?.uid}`;
    const guest = await connectWs(wsUrl);
    await guest.subscribe(channel);
    expect(guest.messages.find((m) => m.channel === channel)).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
    const owner = await connectWs(wsUrl, { cookie: `token=${token}` });
    await owner.subscribe(channel);
    expect(owner.messages.find((m) => m.channel === channel)).toMatchObject({ type: 'subscribed' });
    await app.hub.publish(channel, { balance: 200 });
    expect((await owner.next((m) => m.type === 'message')).data).toEqual({ balance: 200 });
    await guest.close();
    await owner.close();
  });

  it('refuses websocket upgrades on other paths', async () => {
    await expect(connectWs(`${app.url.replace('http', 'ws')}/not-ws`)).rejects.toThrow();
  });

  it('checks a private subscription against the session as it is now: a socket opened before sign-out cannot follow it after', async () => {
    const [user] = await app.database.db.insert(users).values({ username: 'wslate' }).returning();
    const uid = user?.uid ?? 0;
    const token = await app.services.sessions.create(uid, 60_000);
    const socket = await connectWs(wsUrl, { cookie: `token=${token}` });
    await app.services.sessions.revoke(token);
    await socket.subscribe(`user:${uid}`);
    expect(socket.messages.find((m) => m.channel === `user:${uid}`)).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
    await socket.close();
  });

  it("drops a socket's private channels when its session ends (sign-out), keeping public ones", async () => {
    const [user] = await app.database.db.insert(users).values({ username: 'wsleaver' }).returning();
    const uid = user?.uid ?? 0;
    const token = await app.services.sessions.create(uid, 60_000);
    const other = await app.services.sessions.create(uid, 60_000);
    const leaving = await connectWs(wsUrl, { cookie: `token=${token}` });
    const staying = await connectWs(wsUrl, { cookie: `token=${other}` });
    for (const socket of [leaving, staying]) {
      await socket.subscribe(`user:${uid}`);
      await socket.subscribe('match:31');
    }
    // The sign-out call ends this session only.
    const res = await fetch(`${app.url}/java/login/logout`, { method: 'POST', headers: { token } });
    expect(res.status).toBe(200);
    await leaving.next((m) => m.type === 'unsubscribed' && m.channel === `user:${uid}`);
    await app.hub.publish(`user:${uid}`, { notice: 'private' });
    await app.hub.publish('match:31', { score: 1 });
    expect((await leaving.next((m) => m.type === 'message')).channel).toBe('match:31');
    expect((await staying.next((m) => m.type === 'message' && m.channel === `user:${uid}`)).data).toEqual({
      notice: 'private',
    });
    expect(leaving.messages.filter((m) => m.type === 'message' && m.channel === `user:${uid}`)).toEqual([]);
    // Ending every session (a password change, a cancellation) drops the other socket's too.
    await app.services.sessions.revokeAll(uid);
    await staying.next((m) => m.type === 'unsubscribed' && m.channel === `user:${uid}`);
    await leaving.close();
    await staying.close();
  });

  it('never lets a socket follow an internal channel', async () => {
    const socket = await connectWs(wsUrl);
    await socket.subscribe('internal:session-ended');
    expect(socket.messages.find((m) => m.channel === 'internal:session-ended')).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
    await socket.close();
  });

  it('refuses a browser opening a socket from another site (Origin), not one from ours or a non-browser client', async () => {
    await expect(connectWs(wsUrl, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const ours = await connectWs(wsUrl, { origin: app.url });
    await ours.close();
    const noOrigin = await connectWs(wsUrl);
    await noOrigin.close();
  });
});

describe('websocket connections per client address', () => {
  let limited: RunningApp;
  beforeAll(async () => {
    limited = await startTestApp({ wsMaxPerAddress: 3 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('refuses more than the cap from one address (429), and takes one again when one closes', async () => {
    const url = `${limited.url.replace('http', 'ws')}/ws`;
    const open = await Promise.all([connectWs(url), connectWs(url), connectWs(url)]);
    await expect(connectWs(url)).rejects.toThrow(/429/);
    await open[0]?.close();
    // The count follows the connection's own close, which the server sees a moment later.
    let again: Awaited<ReturnType<typeof connectWs>> | undefined;
    for (let i = 0; i < 300 && !again; i++) {
      again = await connectWs(url).catch(() => undefined);
      if (!again) await new Promise((r) => setTimeout(r, 50));
    }
    expect(again).toBeDefined();
    await Promise.all([again?.close(), open[1]?.close(), open[2]?.close()]);
  });
});
