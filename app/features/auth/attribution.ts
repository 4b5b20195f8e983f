/**
 * Registration attribution (spec section 7: "The promotion channel id is read from local storage and
 * sent with channelFromtype 1 when present"). A promoter's link carries `?promotionChannelId=<id>`;
 * a user's invitation link carries `?invite=<code>` and is sent as channelFromtype 2 (decision 009).
 * The latest link a visitor arrived with counts; the server keeps it only on registration.
 */
export const ATTRIBUTION_STORAGE_KEY = 'promotionChannelId';
export const CHANNEL_PROMOTION = 1;
export const USER_INVITATION = 2;

export interface Attribution {
  promotionChannelId: string;
  channelFromtype: number;
}

const VALID = /^[\w-]{1,64}$/;

/** Keeps the attribution a link carries (browser storage; nothing when the link has none). */
export function rememberAttribution(search: string, storage: Pick<Storage, 'setItem'>): void {
  const params = new URLSearchParams(search);
  const channel = params.get('promotionChannelId')?.trim();
  const invite = params.get('invite')?.trim();
  const found: Attribution | null =
    channel && VALID.test(channel)
      ? { promotionChannelId: channel, channelFromtype: CHANNEL_PROMOTION }
      : invite && /^\d{1,9}$/.test(invite)
        ? { promotionChannelId: invite, channelFromtype: USER_INVITATION }
        : null;
  if (found) storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(found));
}

/** The fields the sign-up calls send: the kept attribution, or nothing. */
export function attributionFields(storage: Pick<Storage, 'getItem'>): Partial<Attribution> {
  const raw = storage.getItem(ATTRIBUTION_STORAGE_KEY);
  if (!raw) return {};
  let value: unknown = null;
  try {
    value = JSON.parse(raw);
  } catch {
    // Not JSON: see below.
  }
  if (value && typeof value === 'object') {
    const kept = value as Partial<Attribution>;
    if (typeof kept.promotionChannelId === 'string' && VALID.test(kept.promotionChannelId)) {
      return {
        promotionChannelId: kept.promotionChannelId,
        channelFromtype: kept.channelFromtype === USER_INVITATION ? USER_INVITATION : CHANNEL_PROMOTION,
      };
    }
    return {};
  }
  // An id stored by the spec's older client is the bare channel id.
  return VALID.test(raw) ? { promotionChannelId: raw, channelFromtype: CHANNEL_PROMOTION } : {};
}

/** The browser's attribution, where storage works (privacy modes can disable it). */
export function browserAttribution(): Partial<Attribution> {
  try {
    return attributionFields(window.localStorage);
  } catch {
    return {};
  }
}

export function rememberBrowserAttribution(search: string): void {
  try {
    rememberAttribution(search, window.localStorage);
  } catch {
    // Storage disabled: this visit is not attributed.
  }
}
