import { describe, expect, it } from 'vitest';
import { animationOrigin, animationTemplateProblem, animationUrl } from './animation-url.ts';

describe('a vendor animation widget’s address', () => {
  const template = 'https://widgets.vendor.example/{game}/match/{matchId}?lang={lang}&g={gameId}';

  it('fills every placeholder, URI-encoded, wherever it stands', () => {
    expect(animationUrl(template, { matchId: 42, gameId: 200, game: 'soccer', lang: 'zh-CN' })).toBe(
      'https://widgets.vendor.example/soccer/match/42?lang=zh-CN&g=200',
    );
    // A value never escapes its place (no new path segment, query parameter or fragment).
    expect(animationUrl(template, { matchId: '1/../x?y=1#z', gameId: 1, game: 'a&b', lang: 'ar' })).toBe(
      'https://widgets.vendor.example/a%26b/match/1%2F..%2Fx%3Fy%3D1%23z?lang=ar&g=1',
    );
  });

  it('has one origin whatever the match, and says why a template is refused', () => {
    expect(animationOrigin(template)).toBe('https://widgets.vendor.example');
    expect(animationTemplateProblem(template)).toBeNull();
    expect(animationTemplateProblem('https://u:p@vendor.example/{matchId}')).toMatch(/without credentials/);
    expect(animationTemplateProblem('ftp://vendor.example/{matchId}')).toMatch(/https:\/\//);
    expect(animationTemplateProblem('https://vendor.example:{matchId}/')).not.toBeNull();
    expect(animationTemplateProblem('https://vendor.example/{teamId}')).toMatch(/\{teamId\}/);
    expect(animationOrigin('http://vendor.example/{matchId}')).toBeUndefined();
  });
});
