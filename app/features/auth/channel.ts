/**
 * Which login dialog a visitor sees (spec section 6): "Channel codes dayan001, baxi, xiongmao,
 * fifa48, ty121 and ty122 select the newer login dialog. fifa48 hides X and Apple. ty121 and ty122
 * hide Apple." The older dialog is "for other channels"; a visit that carries no channel code at all
 * gets the newer one, the dialog this site's own accounts API serves. A provider the server has no
 * credentials for is never offered (issue 12: its button could only fail with "not available").
 */
export type SocialProvider = 'line' | 'google' | 'x' | 'apple';
/** The older dialog's "other ways to sign in". */
export type OlderSocialProvider = 'qq' | 'wechat';
export type LoginVariant = 'newer' | 'older';

export interface LoginChannelRules {
  variant: LoginVariant;
  /** The third-party sign-in buttons of the newer dialog, in the spec's order. */
  providers: readonly SocialProvider[];
  /** The older dialog's QQ and WeChat buttons (empty for the newer dialog). */
  olderProviders: readonly OlderSocialProvider[];
}

/** localStorage key that remembers the `?channel=` a visitor arrived with. */
export const CHANNEL_STORAGE_KEY = 'channelCode';

export const NEWER_DIALOG_CHANNELS: readonly string[] = [
  'dayan001',
  'baxi',
  'xiongmao',
  'fifa48',
  'ty121',
  'ty122',
];
const ALL_PROVIDERS: readonly SocialProvider[] = ['line', 'google', 'x', 'apple'];
const OLDER_PROVIDERS: readonly OlderSocialProvider[] = ['qq', 'wechat'];
const HIDDEN_PROVIDERS: Readonly<Record<string, readonly SocialProvider[]>> = {
  fifa48: ['x', 'apple'],
  ty121: ['apple'],
  ty122: ['apple'],
};

/**
 * The dialog and its buttons for a channel code, among the providers the server has configured
 * (`configured`: the root data's `signIn.socialProviders`).
 */
export function loginChannelRules(
  channelCode: string | null | undefined,
  configured: readonly string[],
): LoginChannelRules {
  const code = channelCode?.trim() ?? '';
  if (code !== '' && !NEWER_DIALOG_CHANNELS.includes(code)) {
    return {
      variant: 'older',
      providers: [],
      olderProviders: OLDER_PROVIDERS.filter((provider) => configured.includes(provider)),
    };
  }
  const hidden = HIDDEN_PROVIDERS[code] ?? [];
  return {
    variant: 'newer',
    providers: ALL_PROVIDERS.filter(
      (provider) => !hidden.includes(provider) && configured.includes(provider),
    ),
    olderProviders: [],
  };
}

/** `?channel=` wins over the remembered code; an empty parameter leaves the remembered one. */
export function resolveChannelCode(search: string, stored: string | null): string | null {
  const fromUrl = new URLSearchParams(search).get('channel')?.trim();
  return fromUrl ? fromUrl : stored;
}

/** Reads the page's channel code, remembering a new `?channel=` in localStorage (browser only). */
export function currentChannelCode(): string | null {
  if (typeof window === 'undefined') return null;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(CHANNEL_STORAGE_KEY);
  } catch {
    // Storage disabled: the code in the address still counts for this page.
  }
  const code = resolveChannelCode(window.location.search, stored);
  if (code && code !== stored) {
    try {
      window.localStorage.setItem(CHANNEL_STORAGE_KEY, code);
    } catch {
      // Storage disabled or full: the code lasts for this page only.
    }
  }
  return code;
}
