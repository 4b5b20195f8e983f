import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL } from '../../tests/support/postgres.ts';
import type { EventBus } from './bus.ts';
import { createMemoryBus } from './memory-bus.ts';
import { createRedisBus } from './redis-bus.ts';

function received(bus: EventBus, channel: string) {
  const got: string[] = [];
  return { got, ready: bus.subscribe(channel, (p) => got.push(p)) };
}

async function eventually(check: () => boolean, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('in-process event bus', () => {
  it('delivers a publish to every handler of the channel, and stops after unsubscribe', async () => {
    const bus = createMemoryBus();
    const a = received(bus, 'c1');
    const b = received(bus, 'c1');
    const other = received(bus, 'c2');
    await bus.publish('c1', '"x"');
    await eventually(() => a.got.length === 1 && b.got.length === 1);
    expect(other.got).toEqual([]);
    await (await a.ready)();
    await bus.publish('c1', '"y"');
    await eventually(() => b.got.length === 2);
    expect(a.got).toEqual(['"x"']);
    await bus.close();
  });
});

describe('Redis event bus (the real Redis on this machine)', () => {
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  let one: EventBus;
  let two: EventBus;

  beforeAll(async () => {
    one = await createRedisBus(REDIS_URL, prefix);
    two = await createRedisBus(REDIS_URL, prefix);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('carries a publish on one bus to the subscribers of another', async () => {
    const here = received(one, 'live');
    const there = received(two, 'live');
    await Promise.all([here.ready, there.ready]);
    await one.publish('live', '{"n":1}');
    await eventually(() => here.got.length === 1 && there.got.length === 1);
    expect(there.got).toEqual(['{"n":1}']);
  });

  it('keeps channels and prefixes apart', async () => {
    const foreign = await createRedisBus(REDIS_URL, `${prefix}other:`);
    const mine = received(two, 'scores');
    const theirs = received(foreign, 'scores');
    await Promise.all([mine.ready, theirs.ready]);
    await one.publish('scores', '1');
    await eventually(() => mine.got.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(theirs.got).toEqual([]);
    await foreign.close();
  });

  it('unsubscribes from Redis when the last local handler leaves', async () => {
    const first = received(two, 'room');
    const second = received(two, 'room');
    await (await first.ready)();
    await one.publish('room', '"a"');
    await eventually(() => second.got.length === 1);
    await (await second.ready)();
    await one.publish('room', '"b"');
    await new Promise((r) => setTimeout(r, 100));
    expect(second.got).toEqual(['"a"']);
    expect(first.got).toEqual([]);
  });
});
