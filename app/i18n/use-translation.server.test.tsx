import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTranslation } from './use-translation.ts';

function Title() {
  const { t, i18n } = useTranslation('errors');
  return <h1 lang={i18n.language || undefined}>{t('notFound')}</h1>;
}

describe('useTranslation outside any provider (an error page without the root’s data)', () => {
  it('renders the keys instead of failing the page', () => {
    expect(renderToString(<Title />)).toBe('<h1>notFound</h1>');
  });
});
