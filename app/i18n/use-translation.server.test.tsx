import { renderToString } from 'react-dom/server';
import { getI18n } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation.ts';

function Title() {
  const { t, i18n } = useTranslation('errors');
  return <h1 lang={i18n.language}>{t('notFound')}</h1>;
}

describe('useTranslation without any i18next instance yet (an error page first in a process)', () => {
  it('renders the keys instead of failing the page', () => {
    expect(getI18n()).toBeUndefined();
    expect(renderToString(<Title />)).toBe('<h1>notFound</h1>');
  });
});
