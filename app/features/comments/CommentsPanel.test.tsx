/**
 * The comments panel as the server renders it: a guest is offered the sign-in dialog instead of the
 * text box, a signed-in reader gets the box and the actions on their own and others' comments, and a
 * comment's text is text: a `<script>` in it is shown, never run or parsed as HTML.
 */
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Comment, CommentsPage } from '../../../shared/comments/contract.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { renderRouted, tagOf, textOf } from '../../render.test-support.ts';
import { CommentsPanel } from './index.ts';

function render(
  node: ReactNode,
  options: {
    viewer?: { uid: number; username: string | null; avatar: string | null };
    language?: LanguageCode;
  } = {},
) {
  const language = options.language ?? 'en_US';
  const root = { viewer: options.viewer ?? null, language, tag: tagOf(language), site: { api: '' } };
  return renderRouted(node, { language, root });
}

const comment = (over: Partial<Comment> & { id: number }): Comment => ({
  kind: 'news',
  targetId: 7,
  parentId: null,
  author: { uid: 100001, username: 'ana', avatar: null, level: 3 },
  body: 'Great match',
  pinned: false,
  likes: 0,
  replies: 0,
  liked: false,
  createdAt: '2026-11-28T10:00:00.000Z',
  ...over,
});

const page = (list: CommentsPage['list']): CommentsPage => ({
  list,
  page: 1,
  size: 20,
  total: list.length,
  hasMore: false,
});

describe('the comments panel', () => {
  it('offers a guest the sign-in dialog instead of the text box', () => {
    const html = render(<CommentsPanel kind="news" id={7} count={3} />);
    expect(textOf(html)).toContain('Comments (3)');
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Sign in to comment<\/button>/);
    expect(html).not.toContain('<textarea');
    // Before the browser has read the comments: the loading line.
    expect(textOf(html)).toContain('Loading comments…');
    const zh = render(<CommentsPanel kind="news" id={7} />, { language: 'zh_CN' });
    expect(textOf(zh)).toContain('登录后评论');
  });

  it('shows a script in a comment as text: escaped, never an element, in its own direction', () => {
    const body = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = render(
      <CommentsPanel
        kind="news"
        id={7}
        initial={page([{ ...comment({ id: 1, body }), latestReplies: [] }])}
      />,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src="x"');
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toMatch(/<p class="comment__body" dir="auto">&lt;script&gt;/);
    expect(textOf(html)).toContain(body);
  });

  it('gives a signed-in reader the text box, Delete on their own comments and Report on the others', () => {
    const viewer = { uid: 100002, username: 'ben', avatar: null };
    const html = render(
      <CommentsPanel
        kind="video"
        id={9}
        initial={page([
          {
            ...comment({ id: 1, pinned: true, replies: 5, likes: 4, liked: true }),
            latestReplies: [
              comment({
                id: 2,
                parentId: 1,
                body: 'Mine',
                author: { uid: 100002, username: 'ben', avatar: null, level: 1 },
              }),
            ],
          },
        ])}
      />,
      { viewer },
    );
    expect(html).toContain('<textarea');
    expect(html).not.toContain('Sign in to comment');
    const text = textOf(html);
    expect(text).toContain('Pinned');
    expect(text).toContain('Show all 5 replies');
    // The thread: someone else's comment (Report), then the viewer's own reply (Delete).
    const [top, rest] = html.split('data-comment="2"');
    const reply = rest?.split('comment-thread__more')[0];
    expect(textOf(top ?? '')).toContain('Report');
    expect(textOf(top ?? '')).not.toContain('Delete');
    expect(textOf(reply ?? '')).toContain('Delete');
    expect(textOf(reply ?? '')).not.toContain('Report');
    expect(html).toMatch(/aria-pressed="true"[^>]*aria-label="Like \(4\)"/);
  });

  it('says so when there is no comment yet', () => {
    expect(textOf(render(<CommentsPanel kind="post" id={1} initial={page([])} />))).toContain(
      'No comments yet. Be the first to say something.',
    );
  });
});
