import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { users } from './schema.ts';

let app: RunningApp;
let api: TestApi;
let dataDir = '';

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
  dataDir = app.config.dataDir;
});
afterAll(async () => {
  await app.close();
});

async function upload(token: string, bytes: Uint8Array, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${app.url}/java/user/avatar`, {
    method: 'POST',
    body: form,
    headers: { token, lan: 'en_US' },
  });
  return { status: res.status, body: await res.json() };
}

describe('avatar upload (spec section 5: JPG or PNG, at most 3MB), checked by content', () => {
  it('accepts a PNG even when it is named .exe, squares it to 256 px and stores it', async () => {
    const me = await api.signUp('avatar@example.com');
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0f6cdb' } })
      .png()
      .toBuffer();
    const answer = await upload(me.token, png, 'photo.exe', 'application/octet-stream');
    expect(answer.body.status).toBe('success');
    const avatar: string = answer.body.result.avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]+\.webp$/);
    const file = path.join(dataDir, avatar);
    expect(existsSync(file)).toBe(true);
    expect(await sharp(file).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' });
    const served = await fetch(app.url + avatar);
    expect(served.status).toBe(200);
    // Served as user content: not sniffed, not a page of ours when opened directly.
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('attachment');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const info = await api.call(`/user/info?userId=${me.uid}`);
    expect(info.body.result.avatar).toBe(avatar);
  });

  it('accepts a JPEG', async () => {
    const me = await api.signUp('jpeg@example.com');
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff6b00' } })
      .jpeg()
      .toBuffer();
    expect((await upload(me.token, jpeg, 'me.jpg', 'image/jpeg')).body.status).toBe('success');
  });

  it('refuses a text file named .png, and a GIF', async () => {
    const me = await api.signUp('fake@example.com');
    const text = new TextEncoder().encode('this is not an image at all');
    const refused = await upload(me.token, text, 'avatar.png', 'image/png');
    expect(refused.body).toMatchObject({
      status: 'fail',
      errorMsg: 'Only JPG or PNG images can be used as an avatar',
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(me.token, gif, 'a.png', 'image/png')).body.status).toBe('fail');
  });

  it('refuses an image over 3 MB', async () => {
    const me = await api.signUp('big@example.com');
    // Noise does not compress: a 1200 × 1200 RGB PNG of random pixels is about 4 MB.
    const noise = randomBytes(1200 * 1200 * 3);
    const big = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
    const answer = await upload(me.token, big, 'big.png', 'image/png');
    expect(answer.body).toMatchObject({ status: 'fail', errorMsg: 'The image must be at most 3 MB' });
  });

  it('refuses an image of more than 16 megapixels from its header, before decoding it', async () => {
    const me = await api.signUp('huge@example.com');
    // One colour compresses to almost nothing: a small file that claims 6000 × 6000 pixels.
    const huge = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#0f6cdb' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(3 * 1024 * 1024);
    const answer = await upload(me.token, huge, 'huge.png', 'image/png');
    expect(answer.status).toBe(400);
    expect(answer.body.errorMsg).toBe('The image is too large: at most 16 megapixels');
    expect((await api.call(`/user/info?userId=${me.uid}`)).body.result.avatar).toBeNull();
  });

  it('deletes the avatar a new one replaces, and the last one when the account is cancelled', async () => {
    const me = await api.signUp('replace@example.com');
    const image = (background: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background } })
        .png()
        .toBuffer();
    const first: string = (await upload(me.token, await image('#111111'), 'a.png', 'image/png')).body.result
      .avatar;
    const second: string = (await upload(me.token, await image('#222222'), 'b.png', 'image/png')).body.result
      .avatar;
    expect(second).not.toBe(first);
    expect(existsSync(path.join(dataDir, first))).toBe(false);
    expect(existsSync(path.join(dataDir, second))).toBe(true);
    expect((await api.call('/user/cancel', { confirm: true }, { token: me.token })).status).toBe(200);
    expect(existsSync(path.join(dataDir, second))).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload('nobody', png, 'a.png', 'image/png')).body).toMatchObject({ errorCode: 3000 });
  });
});

describe('security centre', () => {
  it('changes the password only with the current one, and ends the other sessions', async () => {
    const me = await api.signUp('secure@example.com');
    await api.call('/user/V2/modifyUser', { uname: 'Secure1', password: 'firstpass1' }, { token: me.token });
    const other = await api.call('/login/V2/mobileOrNameToLogin', {
      name: 'Secure1',
      password: 'firstpass1',
    });
    const wrong = await api.call(
      '/user/changePassword',
      { oldPassword: 'nope', password: 'second22' },
      { token: other.body.result.token },
    );
    expect(wrong.body.errorMsg).toBe('The current password is wrong');
    const changed = await api.call(
      '/user/changePassword',
      { oldPassword: 'firstpass1', password: 'second22' },
      { token: other.body.result.token },
    );
    expect(changed.body.status).toBe('success');
    const stale = await api.call('/user/userGold', undefined, { token: other.body.result.token });
    expect(stale.body.errorCode).toBe(3001);
    const fresh = await api.call('/user/userGold', undefined, { token: changed.body.result.token });
    expect(fresh.body.result).toEqual({ gold: 200, diamond: 0 });
  });

  it('binds a phone with an SMS code, and refuses a phone bound to someone else', async () => {
    const me = await api.signUp('phone@example.com');
    await api.call('/login/V2/sendMobilecheckCode', { areaCode: '+81', mobileOrEmail: '9012345678' });
    const bound = await api.call(
      '/user/bindPhone',
      { areaCode: '+81', mobile: '9012345678', checkCode: api.lastCode('+819012345678') },
      { token: me.token },
    );
    expect(bound.body.result).toMatchObject({ areaCode: '+81', phone: '9012345678' });
    // Another account proves it holds a number bound to someone else (the code first: issue 11).
    await app.database.db.insert(users).values({ areaCode: '+81', phone: '9087654321' });
    const other = await api.signUp('phone2@example.com');
    await api.call('/login/V2/sendMobilecheckCode', { areaCode: '+81', mobileOrEmail: '9087654321' });
    const taken = await api.call(
      '/user/bindPhone',
      { areaCode: '+81', mobile: '9087654321', checkCode: api.lastCode('+819087654321') },
      { token: other.token },
    );
    expect(taken.body.errorMsg).toBe('This phone number is already bound to another account');
  });

  it('lists the coin details from the ledger', async () => {
    const me = await api.signUp('ledger@example.com');
    const records = await api.call('/user/walletRecords?currency=gold', undefined, { token: me.token });
    expect(records.body.result).toEqual([
      expect.objectContaining({ type: 'registration_bonus', amount: 200, balanceAfter: 200 }),
    ]);
    const diamonds = await api.call('/user/walletRecords?currency=diamond', undefined, { token: me.token });
    expect(diamonds.body.result).toEqual([]);
  });
});

describe('account cancellation', () => {
  it('needs confirmation, ends the sessions, and the account can no longer sign in', async () => {
    const me = await api.signUp('leaving@example.com');
    await api.call('/user/V2/modifyUser', { uname: 'Leaver', password: 'goodbye12' }, { token: me.token });
    const session = await api.call('/login/V2/mobileOrNameToLogin', {
      name: 'Leaver',
      password: 'goodbye12',
    });
    const token = session.body.result.token;
    expect((await api.call('/user/cancel', {}, { token })).body.code).toBe(400);
    expect((await api.call('/user/cancel', { confirm: true }, { token })).body.result).toBe(true);
    expect((await api.call('/user/userGold', undefined, { token })).body.errorCode).toBe(3001);
    const again = await api.call('/login/V2/mobileOrNameToLogin', { name: 'Leaver', password: 'goodbye12' });
    expect(again.body.errorMsg).toBe('Wrong account or password');
    expect((await api.call(`/user/info?userId=${me.uid}`)).body.code).toBe(404);
    // The email is free again: a new sign-up gets a new account (and its own bonus).
    await app.database.db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
    );
    const fresh = await api.signUp('leaving@example.com');
    expect(fresh.uid).not.toBe(me.uid);
  });
});
