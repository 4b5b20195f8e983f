import { describe, expect, it } from 'vitest';
import { attributionFields, rememberAttribution } from './attribution.ts';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('registration attribution (spec section 7: promotion channel id from local storage)', () => {
  it('a promoter link is sent with channelFromtype 1', () => {
    const storage = memory();
    rememberAttribution('?promotionChannelId=ty121', storage);
    expect(attributionFields(storage)).toEqual({ promotionChannelId: 'ty121', channelFromtype: 1 });
  });

  it('an invitation link is sent with channelFromtype 2; the latest link wins', () => {
    const storage = memory();
    rememberAttribution('?promotionChannelId=ty121', storage);
    rememberAttribution('?invite=100042', storage);
    expect(attributionFields(storage)).toEqual({ promotionChannelId: '100042', channelFromtype: 2 });
  });

  it('keeps what it had when a page has no (or a malformed) link', () => {
    const storage = memory();
    rememberAttribution('?invite=100042', storage);
    rememberAttribution('?invite=abc&promotionChannelId=<script>', storage);
    rememberAttribution('', storage);
    expect(attributionFields(storage)).toEqual({ promotionChannelId: '100042', channelFromtype: 2 });
  });

  it('sends nothing without a link, and reads a bare id an older client stored', () => {
    expect(attributionFields(memory())).toEqual({});
    const storage = memory();
    storage.setItem('promotionChannelId', 'dayan001');
    expect(attributionFields(storage)).toEqual({ promotionChannelId: 'dayan001', channelFromtype: 1 });
    storage.setItem('promotionChannelId', '8801');
    expect(attributionFields(storage)).toEqual({ promotionChannelId: '8801', channelFromtype: 1 });
  });
});
