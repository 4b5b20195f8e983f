import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, testApi } from '../../../tests/support/api.ts';
import { startTestApp } from '../../../tests/support/app.ts';
import type { RunningApp } from '../../app.ts';
import { feedback } from './schema.ts';

let app: RunningApp;
let api: TestApi;

beforeAll(async () => {
  app = await startTestApp();
  api = testApi(app);
});
afterAll(async () => {
  await app.close();
});

const feedbackRows = async (uid: number) => {
  const [row] = await app.database.db.select({ n: count() }).from(feedback).where(eq(feedback.uid, uid));
  return row?.n;
};

describe('feedback (spec section 2: "Search, feedback, invitation record, account cancellation")', () => {
  it('a signed-in user sends feedback and reads it back; an operator replies and the user sees it', async () => {
    const fan = await api.signUp('feedback-fan@example.com');
    const sent = await api.call(
      '/user/feedback',
      { category: 'bug', content: '  The live score froze on the match page.  ', contact: 'fan@chat' },
      { token: fan.token },
    );
    expect(sent.body.status, JSON.stringify(sent.body)).toBe('success');
    expect(sent.body.result).toMatchObject({
      category: 'bug',
      content: 'The live score froze on the match page.',
      contact: 'fan@chat',
      status: 'open',
      reply: null,
    });

    const admin = await api.asAdmin();
    const open = await api.call('/admin/feedback?status=open', undefined, { token: admin.token });
    expect(open.body.result.map((f: { id: number }) => f.id)).toContain(sent.body.result.id);
    const replied = await api.call(
      '/admin/feedback/reply',
      { id: sent.body.result.id, reply: 'Thanks, fixed in the next release.' },
      { token: admin.token },
    );
    expect(replied.body.result).toMatchObject({
      status: 'replied',
      reply: 'Thanks, fixed in the next release.',
    });

    const mine = await api.call('/user/feedback/list', undefined, { token: fan.token });
    expect(mine.body.result).toHaveLength(1);
    expect(mine.body.result[0]).toMatchObject({
      status: 'replied',
      reply: 'Thanks, fixed in the next release.',
    });
    expect(mine.body.result[0].repliedAt).toEqual(expect.any(String));
  });

  it('refuses bad input with translated messages and stores nothing', async () => {
    const fan = await api.signUp('feedback-bad@example.com');
    const empty = await api.call('/user/feedback', { category: 'bug', content: '   ' }, { token: fan.token });
    expect(empty.body.errorMsg).toBe('Please describe the problem or suggestion');
    const short = await api.call(
      '/user/feedback',
      { category: 'bug', content: 'too short' },
      { token: fan.token },
    );
    expect(short.body.errorMsg).toBe('Feedback must be 10 to 1000 characters');
    const long = await api.call(
      '/user/feedback',
      { category: 'other', content: 'x'.repeat(1001) },
      { token: fan.token },
    );
    expect(long.body.errorMsg).toBe('Feedback must be 10 to 1000 characters');
    const contact = await api.call(
      '/user/feedback',
      { category: 'other', content: 'A proper message here.', contact: 'c'.repeat(101) },
      { token: fan.token },
    );
    expect(contact.body.errorMsg).toBe('Contact details can be at most 100 characters');
    const category = await api.call(
      '/user/feedback',
      { category: 'rant', content: 'A proper message here.' },
      { token: fan.token },
    );
    expect(category.body.errorMsg).toBe('Invalid parameter: category');
    const zh = await api.call(
      '/user/feedback',
      { category: 'bug', content: '' },
      { token: fan.token, lan: 'zh_CN' },
    );
    expect(zh.body.errorMsg).toBe('请描述问题或建议');
    expect(await feedbackRows(fan.uid)).toBe(0);
  });

  it('allows 5 messages a day per user, then refuses the 6th', async () => {
    const fan = await api.signUp('feedback-many@example.com');
    for (let i = 1; i <= 5; i++) {
      const ok = await api.call(
        '/user/feedback',
        { category: 'suggestion', content: `Suggestion number ${i}` },
        { token: fan.token },
      );
      expect(ok.body.status).toBe('success');
    }
    const sixth = await api.call(
      '/user/feedback',
      { category: 'suggestion', content: 'Suggestion number 6' },
      { token: fan.token },
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorMsg).toBe(
      'You can send at most 5 feedback messages a day, please try again tomorrow',
    );
    expect(await feedbackRows(fan.uid)).toBe(5);
  });

  it('guests get 3000, other users cannot read or answer as an operator', async () => {
    const guest = await api.call('/user/feedback', { category: 'bug', content: 'A guest writes this.' });
    expect(guest.body.errorCode).toBe(3000);
    expect((await api.call('/user/feedback/list')).body.errorCode).toBe(3000);
    const fan = await api.signUp('feedback-nosy@example.com');
    const list = await api.call('/admin/feedback', undefined, { token: fan.token });
    expect(list.status).toBe(403);
    expect(list.body.errorMsg).toBe('You have no access to this page');
    const reply = await api.call('/admin/feedback/reply', { id: 1, reply: 'hijack' }, { token: fan.token });
    expect(reply.status).toBe(403);
  });

  it('an operator cannot reply to nothing or with nothing', async () => {
    const admin = await api.asAdmin();
    const missing = await api.call(
      '/admin/feedback/reply',
      { id: 999999, reply: 'Hello' },
      { token: admin.token },
    );
    expect(missing.body.errorMsg).toBe('This feedback does not exist');
    const blank = await api.call('/admin/feedback/reply', { id: 1, reply: ' ' }, { token: admin.token });
    expect(blank.body.errorMsg).toBe('The reply cannot be empty');
  });
});
