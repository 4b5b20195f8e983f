import { describe, expect, it } from 'vitest';
import { invitationLink } from './invitations-api.ts';

describe('invitation link', () => {
  it('points at the home page of the language the user reads, with the code', () => {
    expect(invitationLink('https://arena.example', '/', '100042')).toBe(
      'https://arena.example/?invite=100042',
    );
    expect(invitationLink('https://arena.example', '/jp', '100042')).toBe(
      'https://arena.example/jp/?invite=100042',
    );
  });
});
