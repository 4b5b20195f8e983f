import { describe, expect, it } from 'vitest';
import { sanitizeRichText, textOf } from './html.ts';

describe('the rich-text sanitiser (issue 15: "script in any text field never executes anywhere")', () => {
  it('strips scripts, event handlers, javascript: URLs, iframes and styles', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)">' +
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>' +
      '<style>body{display:none}</style><svg onload="alert(1)"></svg><p style="color:red">red</p>';
    const clean = sanitizeRichText(dirty);
    for (const bad of [
      'script',
      'onclick',
      'onerror',
      'javascript:',
      'iframe',
      'style',
      'svg',
      'onload',
      'alert',
    ]) {
      expect(clean.toLowerCase()).not.toContain(bad);
    }
    expect(clean).toBe('<p>Hi</p><a rel="nofollow ugc noopener">x</a><p>red</p>');
  });

  it('keeps structure and marks links nofollow ugc noopener (external ones open in a new tab)', () => {
    expect(
      sanitizeRichText(
        '<h2>Title</h2><p><a href="https://example.com/a">out</a> <a href="/match/lol">in</a></p>',
      ),
    ).toBe(
      '<h2>Title</h2><p><a href="https://example.com/a" rel="nofollow ugc noopener" target="_blank">out</a> ' +
        '<a href="/match/lol" rel="nofollow ugc noopener">in</a></p>',
    );
  });

  it("keeps only images the product stored, lazily loaded; another host's or a data: image goes", () => {
    const own = '/uploads/news/mbx1-0123456789abcdef.webp';
    expect(sanitizeRichText(`<img src="${own}" alt="Goal">`)).toBe(
      `<img src="${own}" alt="Goal" loading="lazy" />`,
    );
    expect(sanitizeRichText('<img src="https://tracker.example/p.gif">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(sanitizeRichText('<img src="/uploads/news/../../secrets.webp">')).toBe('');
  });

  it('gives the text of HTML for summaries and length checks', () => {
    expect(textOf('<p>Fnatic&nbsp;win <strong>2&ndash;0</strong></p>\n<p>&lt;b&gt;</p>')).toBe(
      'Fnatic win 2–0 <b>',
    );
  });
});
