import { describe, expect, it, vi } from 'vitest';
import { AvatarUploadError, uploadAvatar } from './account-api.ts';

const answer = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('avatar upload (POST user/avatar, multipart field "file")', () => {
  it('sends the file as the form field "file" with the session cookie and returns the new avatar', async () => {
    const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      answer({ status: 'success', result: { avatar: '/uploads/avatars/1-abc.webp' } }),
    );
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const avatar = await uploadAvatar(file, { baseUrl: 'https://api.example/', language: 'en_US', fetch });
    expect(avatar).toBe('/uploads/avatars/1-abc.webp');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^https:\/\/api\.example\/java\/user\/avatar\?_t=\d+$/);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ lan: 'en_US', sysType: 'PC' });
    const body = init?.body as FormData;
    expect(body.get('file')).toBeInstanceOf(Blob);
  });

  it("fails with the server's errorMsg", async () => {
    const fetch = async () =>
      answer({ status: 'fail', code: 400, errorMsg: 'Only JPG or PNG images can be used as an avatar' }, 400);
    await expect(
      uploadAvatar(new Blob(['x']), { baseUrl: '', language: 'en_US', fetch }),
    ).rejects.toMatchObject({
      serverMessage: 'Only JPG or PNG images can be used as an avatar',
    });
  });

  it('fails without a message when the answer is unreadable or the server is unreachable', async () => {
    const garbled = async () => answer('<html>bad gateway</html>', 502);
    const error = await uploadAvatar(new Blob(['x']), {
      baseUrl: '',
      language: 'en_US',
      fetch: garbled,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AvatarUploadError);
    expect((error as AvatarUploadError).serverMessage).toBeNull();
    const offline = async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    };
    await expect(
      uploadAvatar(new Blob(['x']), { baseUrl: '', language: 'en_US', fetch: offline }),
    ).rejects.toMatchObject({ serverMessage: null });
  });
});
