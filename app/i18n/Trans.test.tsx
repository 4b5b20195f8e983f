import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../shared/i18n/translate.ts';
import { Trans } from './Trans.tsx';

const t = createTranslate(
  {
    auth: {
      agreement: 'I agree to the <service>User Agreement</service> and the <privacy>Privacy Policy</privacy>',
      zh: '我已阅读并同意<service>《用户协议》</service>和<privacy>《隐私政策》</privacy>',
      odd: 'Read <b>this</b> & {{name}} <br/>',
    },
  },
  'auth',
);
// The links get their words from the text (as `Link`s in the sign-up agreement do).
const components = {
  service: createElement('a', { href: '/protocol/service' }),
  privacy: createElement('a', { href: '/protocol/privacy' }),
};
/** React's markers between neighbouring text nodes are not part of what a reader sees. */
const html = (node: ReactElement) => renderToString(node).replaceAll('<!-- -->', '');

describe('Trans: elements named in a translated text', () => {
  it('puts each named element where the language writes it, holding its words', () => {
    expect(html(<Trans t={t} i18nKey="agreement" components={components} />)).toBe(
      'I agree to the <a href="/protocol/service">User Agreement</a> and the <a href="/protocol/privacy">Privacy Policy</a>',
    );
    expect(html(<Trans t={t} i18nKey="zh" components={components} />)).toBe(
      '我已阅读并同意<a href="/protocol/service">《用户协议》</a>和<a href="/protocol/privacy">《隐私政策》</a>',
    );
  });

  it('shows an unnamed tag’s words as text, never as markup, and fills placeholders', () => {
    expect(html(<Trans t={t} i18nKey="odd" values={{ name: '<x>' }} components={components} />)).toBe(
      'Read this &amp; &lt;x&gt; ',
    );
  });
});
