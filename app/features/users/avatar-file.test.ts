import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, checkAvatarFile } from './avatar-file.ts';

describe('avatar file check (spec: "Avatar: JPG or PNG, at most 3MB")', () => {
  it('accepts PNG and JPG up to 3 MB', () => {
    expect(checkAvatarFile({ name: 'me.png', type: 'image/png', size: 1024 })).toBeNull();
    expect(checkAvatarFile({ name: 'me.jpg', type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(AVATAR_MAX_BYTES).toBe(3 * 1024 * 1024);
    expect(AVATAR_ACCEPT).toBe('image/png,image/jpeg');
  });

  it('refuses other types, whatever the name says', () => {
    expect(checkAvatarFile({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe('avatar.wrongType');
    expect(checkAvatarFile({ name: 'me.png', type: 'image/webp', size: 10 })).toBe('avatar.wrongType');
    expect(checkAvatarFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('avatar.wrongType');
  });

  it('falls back to the file name when the browser gives no type', () => {
    expect(checkAvatarFile({ name: 'ME.JPEG', type: '', size: 10 })).toBeNull();
    expect(checkAvatarFile({ name: 'me.bmp', type: '', size: 10 })).toBe('avatar.wrongType');
    expect(checkAvatarFile({ name: 'png', type: '', size: 10 })).toBe('avatar.wrongType');
  });

  it('refuses files over 3 MB and empty files', () => {
    expect(checkAvatarFile({ name: 'big.png', type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'avatar.tooLarge',
    );
    expect(checkAvatarFile({ name: 'none.png', type: 'image/png', size: 0 })).toBe('avatar.empty');
  });
});
