import { describe, expect, it } from 'vitest';
import { loginChannelRules, NEWER_DIALOG_CHANNELS, resolveChannelCode } from './channel.ts';

/** Every provider configured on the server (root data `signIn.socialProviders`). */
const ALL = ['google', 'apple', 'line', 'x', 'facebook', 'qq', 'wechat'];

describe('Channel codes (spec section 6)', () => {
  it.each(['dayan001', 'baxi', 'xiongmao', 'fifa48', 'ty121', 'ty122'])(
    '"%s" selects the newer login dialog',
    (code) => expect(loginChannelRules(code, ALL).variant).toBe('newer'),
  );

  it('lists exactly the six channels of the spec', () => {
    expect([...NEWER_DIALOG_CHANNELS].sort()).toEqual(
      ['baxi', 'dayan001', 'fifa48', 'ty121', 'ty122', 'xiongmao'].sort(),
    );
  });

  it('gives other channels the older dialog, with QQ and WeChat only', () => {
    expect(loginChannelRules('partner7', ALL)).toEqual({
      variant: 'older',
      providers: [],
      olderProviders: ['qq', 'wechat'],
    });
    expect(loginChannelRules('FIFA48', ALL).variant).toBe('older');
  });

  it('gives a visit without a channel code the newer dialog with every provider', () => {
    expect(loginChannelRules(null, ALL)).toEqual({
      variant: 'newer',
      providers: ['line', 'google', 'x', 'apple'],
      olderProviders: [],
    });
    expect(loginChannelRules('  ', ALL).variant).toBe('newer');
  });

  it('"fifa48 hides X and Apple"', () => {
    expect(loginChannelRules('fifa48', ALL).providers).toEqual(['line', 'google']);
  });

  it('"ty121 and ty122 hide Apple"', () => {
    expect(loginChannelRules('ty121', ALL).providers).toEqual(['line', 'google', 'x']);
    expect(loginChannelRules('ty122', ALL).providers).toEqual(['line', 'google', 'x']);
  });

  it('shows every provider on the other newer-dialog channels', () => {
    for (const code of ['dayan001', 'baxi', 'xiongmao']) {
      expect(loginChannelRules(code, ALL).providers).toEqual(['line', 'google', 'x', 'apple']);
    }
  });
});

describe('Only the providers the server has configured (issue 12)', () => {
  it('offers no third-party button when none is configured, in either dialog', () => {
    expect(loginChannelRules(null, []).providers).toEqual([]);
    expect(loginChannelRules('partner7', []).olderProviders).toEqual([]);
  });

  it('offers the configured ones, in the spec order, whatever order the server lists them in', () => {
    expect(loginChannelRules(null, ['x', 'google']).providers).toEqual(['google', 'x']);
    expect(loginChannelRules('partner7', ['wechat']).olderProviders).toEqual(['wechat']);
  });

  it('still applies the channel rules on top: fifa48 hides X even when it is configured', () => {
    expect(loginChannelRules('fifa48', ['x', 'google']).providers).toEqual(['google']);
    expect(loginChannelRules('ty121', ['apple', 'line']).providers).toEqual(['line']);
  });

  it('never offers Facebook, QQ or WeChat in the newer dialog (it has no buttons for them)', () => {
    expect(loginChannelRules(null, ['facebook', 'qq', 'wechat']).providers).toEqual([]);
  });
});

describe('The channel code comes from ?channel= and is remembered', () => {
  it('takes the address first', () => {
    expect(resolveChannelCode('?channel=baxi', 'fifa48')).toBe('baxi');
  });

  it('falls back to the remembered code', () => {
    expect(resolveChannelCode('?lang=en', 'fifa48')).toBe('fifa48');
    expect(resolveChannelCode('?channel=', 'ty121')).toBe('ty121');
    expect(resolveChannelCode('', null)).toBeNull();
  });
});
