/**
 * A user's console page as the server renders it: the account and its state, the actions support may
 * take, role changes for administrators only, and nothing to do on one's own account or (for support)
 * on a staff member's.
 */
import { describe, expect, it } from 'vitest';
import type { StaffUserDetail } from '../../../shared/console/contract.ts';
import { renderConsole, textOf } from './console-test-kit.test-support.ts';
import { UserAccount } from './UserAccount.tsx';

const fan: StaffUserDetail = {
  uid: 100002,
  username: 'Loudmouth',
  email: 'loud@example.com',
  phone: '+86 13800000000',
  roles: [],
  createdAt: '2026-11-20T08:00:00.000Z',
  bannedAt: '2026-11-21T08:00:00.000Z',
  mutedUntil: null,
  cancelledAt: null,
  avatar: null,
  signature: 'hello',
  level: 3,
  banReason: 'Advertising',
  muteReason: null,
  bootstrapRoles: [],
  activeSessions: 0,
  balances: { gold: 1200, diamond: 5 },
  ledger: [
    {
      id: 1,
      type: 'registration_bonus',
      amount: 200,
      balanceAfter: 200,
      detail: 'Registration bonus',
      time: '2026-11-20T08:00:00.000Z',
      currency: 'gold',
    },
  ],
};

const page = (user: StaffUserDetail, viewer: { uid: number; roles: string[] }) =>
  renderConsole(<UserAccount user={user} />, { url: `/admin/users/${user.uid}`, ...viewer });

describe('a user page in the console', () => {
  it('shows the account, its ban, balances and ledger', () => {
    const text = textOf(page(fan, { uid: 1, roles: ['support'] }));
    expect(text).toContain('Loudmouth');
    expect(text).toContain('loud@example.com');
    expect(text).toContain('Banned');
    expect(text).toContain('Banned since Nov 21, 2026, 4:00 PM');
    expect(text).toContain('Reason: Advertising');
    expect(text).toContain('Gold 1,200');
    expect(text).toContain('registration_bonus');
    expect(text).toContain('+200');
  });

  it('offers support unban (the account is banned), end sessions and mute, but no role change', () => {
    const html = page(fan, { uid: 1, roles: ['support'] });
    expect(html).toMatch(/>Unban<\/button>/);
    expect(html).not.toMatch(/>Ban<\/button>/);
    expect(html).toMatch(/>End all sessions<\/button>/);
    expect(html).toMatch(/>Mute<\/button>/);
    expect(html).not.toContain('Grant Support');
    expect(textOf(html)).toContain('Only an administrator grants and revokes roles.');
  });

  it('offers an administrator grant and revoke of each role; ADMIN_EMAILS roles stay', () => {
    const admin = { ...fan, bannedAt: null, roles: ['admin', 'support'], bootstrapRoles: ['admin'] };
    const html = page(admin, { uid: 1, roles: ['admin'] });
    expect(html).toMatch(/>Ban<\/button>/);
    for (const role of ['Editor', 'Reviewer', 'Channel promoter'])
      expect(html).toContain(`>Grant ${role}</button>`);
    expect(html).toContain('>Revoke Support</button>');
    expect(html).toMatch(/disabled=""[^>]*>Revoke Administrator<\/button>/);
    expect(textOf(html)).toContain('from ADMIN_EMAILS');
  });

  it("offers nothing on one's own account, nor support anything on a staff member's", () => {
    const own = page({ ...fan, uid: 1 }, { uid: 1, roles: ['admin'] });
    expect(textOf(own)).toContain('This is your own account');
    // (The ledger's scroll arrows are buttons too, hidden from everyone: no action button.)
    expect(own).not.toMatch(/<button[^>]*class="button/);
    const staff = page({ ...fan, roles: ['reviewer'] }, { uid: 1, roles: ['support'] });
    expect(textOf(staff)).toContain('This is a staff account: only an administrator can act on it.');
    expect(staff).not.toMatch(/<button[^>]*class="button/);
  });
});
