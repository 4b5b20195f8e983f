import { beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('../../lib/api.ts', () => ({ api: () => ({ get }), backgroundApi: () => ({ get }) }));

const { browserMatchSource } = await import('./matches-api.ts');

beforeEach(() => {
  get.mockReset();
});

describe('the browser match source', () => {
  it('asks once for what is in play when the live counts and the live list ask at the same time', async () => {
    const answers: ((rows: unknown[]) => void)[] = [];
    get.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const counts = browserMatchSource.live(undefined);
    const list = browserMatchSource.live(undefined);
    // Another game is another question.
    const soccer = browserMatchSource.live(202);
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls.map((call) => call[1])).toEqual([{ gameId: undefined }, { gameId: 202 }]);
    answers[0]?.([{ id: 1 }]);
    answers[1]?.([]);
    expect(await counts).toBe(await list);
    expect(await soccer).toEqual([]);
    // Once answered, the next socket opening asks again.
    get.mockResolvedValueOnce([]);
    await browserMatchSource.live(undefined);
    expect(get).toHaveBeenCalledTimes(3);
  });
});
