/**
 * A brand's vendor animation widget (issue 13, "Animation live": "a brand may instead configure a
 * vendor's animation widget (an iframe URL template) in its brand file"). The brand file names an
 * `https://` template with placeholders; the match page fills them for its match and frames the
 * address instead of drawing its own animation. The registry refuses a bad template at start
 * (`animationTemplateProblem`) and the page's Content-Security-Policy allows the template's origin
 * only (`animationOrigin`).
 */

/**
 * What a template may ask for:
 * - `{matchId}`: our id of the match (the page's `/{game}/{matchId}`);
 * - `{gameId}`: the catalogue's game id (200 football, 201 basketball, 1 LoL...);
 * - `{game}`: the game's slug (`soccer`, `lol`);
 * - `{lang}`: the page's language as a BCP 47 tag (`en-US`, `zh-CN`, `ar`).
 */
export const ANIMATION_PLACEHOLDERS = ['matchId', 'gameId', 'game', 'lang'] as const;
export type AnimationPlaceholder = (typeof ANIMATION_PLACEHOLDERS)[number];
export type AnimationValues = Readonly<Record<AnimationPlaceholder, string | number>>;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The template with every placeholder replaced by its value, URI-encoded; unknown ones are left. */
export function animationUrl(template: string, values: AnimationValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(String(values[name as AnimationPlaceholder])) : whole,
  );
}

const SAMPLE: AnimationValues = { matchId: 1, gameId: 200, game: 'soccer', lang: 'en-US' };

/** The origin every filled address of a valid template has (`https://widgets.vendor.example`). */
export function animationOrigin(template: string): string | undefined {
  if (animationTemplateProblem(template) !== null) return undefined;
  return new URL(animationUrl(template, SAMPLE)).origin;
}

/**
 * Why a template cannot be used, or null: it must be an absolute `https://` address, use only the
 * known placeholders, and keep them out of its origin (the page allows one origin to be framed).
 */
export function animationTemplateProblem(template: string): string | null {
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((m) => m[1] ?? '')
    .find((name) => !(ANIMATION_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown !== undefined)
    return `uses the unknown placeholder {${unknown}} (known: ${ANIMATION_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})`;
  if (!/^https:\/\//i.test(template)) return 'must be an https:// address';
  const filled = animationUrl(template, SAMPLE);
  if (!URL.canParse(filled)) return 'must be an https:// address';
  const url = new URL(filled);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '')
    return 'must be an https:// address without credentials';
  const other = new URL(animationUrl(template, { matchId: 2, gameId: 1, game: 'lol', lang: 'ar' }));
  if (other.origin !== url.origin) return 'must not use a placeholder in its host';
  return null;
}
