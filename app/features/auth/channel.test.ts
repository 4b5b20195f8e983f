import { describe, expect, it } from 'vitest';
import { loginChannelRules, NEWER_DIALOG_CHANNELS, resolveChannelCode } from './channel.ts';

describe('Channel codes (spec section 6)', () => {
  it.each(['dayan001', 'baxi', 'xiongmao', 'fifa48', 'ty121', 'ty122'])(
    '"%s" selects the newer login dialog',
    (code) => expect(loginChannelRules(code).variant).toBe('newer'),
  );

  it('lists exactly the six channels of the spec', () => {
    expect([...NEWER_DIALOG_CHANNELS].sort()).toEqual(
      ['baxi', 'dayan001', 'fifa48', 'ty121', 'ty122', 'xiongmao'].sort(),
    );
  });

  it('gives other channels the older dialog, without third-party buttons', () => {
    expect(loginChannelRules('partner7')).toEqual({ variant: 'older', providers: [] });
    expect(loginChannelRules('FIFA48').variant).toBe('older');
  });

  it('gives a visit without a channel code the newer dialog with every provider', () => {
    expect(loginChannelRules(null)).toEqual({
      variant: 'newer',
      providers: ['line', 'google', 'x', 'apple'],
    });
    expect(loginChannelRules('  ').variant).toBe('newer');
  });

  it('"fifa48 hides X and Apple"', () => {
    expect(loginChannelRules('fifa48').providers).toEqual(['line', 'google']);
  });

  it('"ty121 and ty122 hide Apple"', () => {
    expect(loginChannelRules('ty121').providers).toEqual(['line', 'google', 'x']);
    expect(loginChannelRules('ty122').providers).toEqual(['line', 'google', 'x']);
  });

  it('shows every provider on the other newer-dialog channels', () => {
    for (const code of ['dayan001', 'baxi', 'xiongmao']) {
      expect(loginChannelRules(code).providers).toEqual(['line', 'google', 'x', 'apple']);
    }
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
