/**
 * The posts' screens as the server renders them: what a user wrote is text, never markup (issue 15,
 * "Script in any text field never executes anywhere"), images open the viewer, hot posts list both
 * periods; and the composer checks chosen files as the server will.
 */
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { HotPost, Post } from '../../../shared/posts/contract.ts';
import { renderRouted, testCatalogs, textOf } from '../../render.test-support.ts';
import { HotPosts } from './HotPosts.tsx';
import { acceptFiles, pageCount, postPath, postsPagePath } from './model.ts';
import { PostCard } from './PostCard.tsx';
import { PostsTranslations } from './PostsTranslations.tsx';

function render(node: ReactNode, language: 'en_US' | 'zh_CN' | 'ar' = 'en_US'): string {
  return renderRouted(node, {
    language,
    wrap: (routed) => (
      <PostsTranslations catalog={testCatalogs.namespace(language, 'posts')}>{routed}</PostsTranslations>
    ),
  });
}

const post = (changes: Partial<Post> = {}): Post => ({
  id: 7,
  author: { uid: 100123, username: 'fan1', avatar: null, level: 4 },
  body: 'Hello',
  images: [],
  status: 'published',
  views: 12,
  likes: 3,
  comments: 2,
  liked: false,
  createdAt: '2026-03-01T08:30:00.000Z',
  ...changes,
});

describe('PostCard', () => {
  it('shows a script in the text as text: escaped, never an element', () => {
    const body = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const html = render(<PostCard post={post({ body })} viewer={null} timeZone="UTC" />);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/<img src="?x/);
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;',
    );
  });

  it('names the author, level, time in the given zone, counts, and links to the post', () => {
    const html = render(<PostCard post={post()} viewer={null} timeZone="Asia/Shanghai" />);
    expect(html).toContain('fan1');
    expect(html).toContain('Lv. 4');
    expect(html).toContain('4:30'); // 08:30 UTC is 16:30 in Shanghai
    expect(textOf(html)).toContain('♡ Like 3');
    expect(textOf(html)).toContain('Comments 2');
    expect(textOf(html)).toContain('Views 12');
    expect(html).toContain('href="/userInfo/100123?post=7"');
    expect(html).toContain('Report');
  });

  it('offers no report on the viewer’s own post and marks a hidden one', () => {
    const html = render(<PostCard post={post({ status: 'hidden' })} viewer={100123} timeZone="UTC" />);
    expect(html).not.toContain('>Report<');
    expect(html).toContain('Hidden by a moderator');
  });

  it('lays images out in a grid of links that open the viewer', () => {
    const images = ['/uploads/posts/a-0000000000000000.webp', '/uploads/posts/b-0000000000000000.webp'];
    const html = render(<PostCard post={post({ images })} viewer={null} timeZone="UTC" />);
    expect(html).toContain('post-images post-images--two');
    expect(html).toContain('aria-label="Open image 2 of 2"');
    expect(html).toContain(`href="${images[0]}"`);
  });

  it('speaks the page’s language (Chinese)', () => {
    expect(textOf(render(<PostCard post={post()} viewer={null} timeZone="UTC" />, 'zh_CN'))).toContain(
      '点赞 3',
    );
  });
});

describe('HotPosts', () => {
  it('lists today’s hot posts first, with the period switch', () => {
    const hot = (id: number, body: string): HotPost => ({ ...post({ id, body }), score: 10 });
    const html = render(
      <HotPosts
        data={{
          catalog: testCatalogs.namespace('en_US', 'posts'),
          day: [hot(1, 'Today one'), hot(2, 'Today two')],
          week: [hot(3, 'Week one')],
        }}
      />,
    );
    expect(html).toContain('Hot posts');
    expect(html).toContain('Today one');
    expect(html).not.toContain('Week one');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Today</);
    expect(html).toContain('href="/userInfo/100123?post=1"');
  });
});

describe('the posts model', () => {
  it('counts pages and writes addresses', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(postPath(5, 9)).toBe('/userInfo/5?post=9');
    expect(postsPagePath(5, 1)).toBe('/userInfo/5');
    expect(postsPagePath(5, 3)).toBe('/userInfo/5?page=3');
  });

  it('accepts up to 9 images of the right types and sizes, and says what is wrong with the rest', () => {
    const file = (name: string, type = 'image/png', size = 1000) => ({ name, type, size });
    expect(acceptFiles(0, [file('a.png'), file('b.jpg', 'image/jpeg')]).accepted).toHaveLength(2);
    const text = acceptFiles(0, [file('notes.png', 'text/plain'), file('ok.webp', 'image/webp')]);
    expect(text.accepted.map((f) => f.name)).toEqual(['ok.webp']);
    expect(text.problem).toEqual({ key: 'composer.imageType', values: { name: 'notes.png', size: 8 } });
    expect(acceptFiles(0, [file('named.jpeg', '')]).accepted).toHaveLength(1);
    expect(acceptFiles(0, [file('big.png', 'image/png', 9 * 1024 * 1024)]).problem?.key).toBe(
      'composer.imageTooLarge',
    );
    expect(acceptFiles(0, [file('empty.png', 'image/png', 0)]).problem?.key).toBe('composer.imageEmpty');
    const many = acceptFiles(7, [file('1.png'), file('2.png'), file('3.png')]);
    expect(many.accepted).toHaveLength(2);
    expect(many.problem).toEqual({ key: 'composer.tooManyImages', values: { max: 9 } });
  });
});
