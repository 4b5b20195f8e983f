import { describe, expect, it } from 'vitest';
import { createPageTurns } from './page-turns.ts';

/** The next turn of the event loop (past its check phase). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

function requests(turns: ReturnType<typeof createPageTurns>, count: number, from = 0) {
  const went: number[] = [];
  const refused: number[] = [];
  for (let i = from; i < from + count; i++) {
    turns.enter(
      () => went.push(i),
      () => refused.push(i),
    );
  }
  return { went, refused };
}

describe('page requests per turn of the event loop (issue 11, "Load")', () => {
  it('lets the first ones of a turn go on at once and the rest a batch per later turn, in order', async () => {
    const turns = createPageTurns({ perTurn: 4, queue: 100, maxWaitMs: 60_000 });
    const { went, refused } = requests(turns, 11);
    // Read in one turn: four go on now, seven wait.
    expect(went).toEqual([0, 1, 2, 3]);
    expect(turns.waiting).toBe(7);
    // Each later turn lets four more go, in the order they came (one batch per check phase, so the
    // poll phase of every turn in between reads the sockets; when a timer fires there is the
    // machine's speed, so it is not asserted).
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(went).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await nextTurn();
    expect(went).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(refused).toEqual([]);
    expect(turns.waiting).toBe(0);
  });

  it('counts what the check phase let go: requests read just after it share that turn’s count', async () => {
    const turns = createPageTurns({ perTurn: 2, queue: 100, maxWaitMs: 60_000 });
    const first = requests(turns, 3);
    await new Promise<void>((resolve) => setImmediate(resolve));
    // Request 2 went on in the check phase (one of this turn's two); of two more, one goes, one waits.
    const second = requests(turns, 2, 3);
    expect(first.went).toEqual([0, 1, 2]);
    expect(second.went).toEqual([3]);
    expect(turns.waiting).toBe(1);
    await nextTurn();
    expect(second.went).toEqual([3, 4]);
  });

  it('refuses at once when the line is full, and a request that waited too long when its turn comes', async () => {
    let clock = 0;
    const turns = createPageTurns({ perTurn: 1, queue: 2, maxWaitMs: 2000, now: () => clock });
    const { went, refused } = requests(turns, 4);
    // One goes on, two wait, the fourth finds the line full.
    expect(went).toEqual([0]);
    expect(refused).toEqual([3]);
    clock = 2001;
    await nextTurn();
    // Both waited longer than allowed: refused, none goes on.
    expect(refused).toEqual([3, 1, 2]);
    expect(went).toEqual([0]);
    expect(turns.waiting).toBe(0);
  });

  it('counts afresh each turn: a quiet site never makes anyone wait', async () => {
    const turns = createPageTurns({ perTurn: 2, queue: 0, maxWaitMs: 2000 });
    for (let turn = 0; turn < 5; turn++) {
      const { went, refused } = requests(turns, 2, turn * 2);
      expect(went).toEqual([turn * 2, turn * 2 + 1]);
      expect(refused).toEqual([]);
      await nextTurn();
    }
  });
});
