import { describe, expect, it } from 'vitest';
import { type Move, movesAgree, serviceRecord } from './service-record.ts';

const team = (id: number | null, name: string) => ({ id, name });
const A = team(1, 'Alpha');
const B = team(2, 'Bravo');
const C = team(null, 'Outside FC');

describe('a service record from transfers', () => {
  it('opens a spell at each team joined and closes it the day of the next move, oldest first', () => {
    const moves: Move[] = [
      { date: '2024-07-01', type: 'transfer', from: B, to: A },
      { date: '2021-08-01', type: 'free', from: C, to: B },
    ];
    expect(serviceRecord(moves)).toEqual([
      { team: C, from: null, until: '2021-08-01', loan: false },
      { team: B, from: '2021-08-01', until: '2024-07-01', loan: false },
      { team: A, from: '2024-07-01', until: null, loan: false },
    ]);
    expect(movesAgree(moves, A)).toBe(true);
    expect(movesAgree(moves, B)).toBe(false);
  });

  it('marks a loan as a spell of its own, and the return as a new spell at the parent team', () => {
    const record = serviceRecord([
      { date: '2023-01-31', type: 'loan', from: A, to: B },
      { date: '2023-06-30', type: 'end_of_loan', from: B, to: A },
    ]);
    expect(record.map((s) => [s.team.name, s.from, s.until, s.loan])).toEqual([
      ['Alpha', null, '2023-01-31', false],
      ['Bravo', '2023-01-31', '2023-06-30', true],
      ['Alpha', '2023-06-30', null, false],
    ]);
  });

  it('shows a gap in the feed as it is: a move that does not leave the team last joined', () => {
    const moves: Move[] = [
      { date: '2020-01-01', type: 'transfer', from: C, to: A },
      { date: '2022-01-01', type: 'transfer', from: B, to: A },
    ];
    expect(movesAgree(moves, A)).toBe(false);
    expect(serviceRecord(moves).map((s) => s.team.name)).toEqual(['Outside FC', 'Alpha', 'Bravo', 'Alpha']);
  });

  it('tells teams apart by id when both have one, else by name', () => {
    expect(movesAgree([{ date: '2020-01-01', type: 'free', from: C, to: team(1, 'Renamed Alpha') }], A)).toBe(
      true,
    );
    expect(
      movesAgree(
        [{ date: '2020-01-01', type: 'free', from: C, to: team(null, 'Alpha') }],
        team(null, 'Alpha'),
      ),
    ).toBe(true);
    expect(movesAgree([], B)).toBe(true);
  });
});
