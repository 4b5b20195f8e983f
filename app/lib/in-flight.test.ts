import { describe, expect, it } from 'vitest';
import { shareInFlight } from './in-flight.ts';

describe('shareInFlight', () => {
  it('gives callers of one key the running request, and starts a new one after it settles', async () => {
    let calls = 0;
    let release: (value: number) => void = () => undefined;
    const request = () => {
      calls += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const first = shareInFlight('user/info:7', request);
    const second = shareInFlight('user/info:7', request);
    expect(calls).toBe(1);
    release(42);
    expect(await first).toBe(42);
    expect(await second).toBe(42);
    const third = shareInFlight('user/info:7', request);
    expect(calls).toBe(2);
    release(43);
    expect(await third).toBe(43);
  });

  it('keeps different keys apart and forgets a failed request', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    };
    await expect(shareInFlight('a', failing)).rejects.toThrow('down');
    await expect(shareInFlight('a', failing)).rejects.toThrow('down');
    expect(calls).toBe(2);
    const [x, y] = await Promise.all([shareInFlight('x', async () => 1), shareInFlight('y', async () => 2)]);
    expect([x, y]).toEqual([1, 2]);
  });
});
