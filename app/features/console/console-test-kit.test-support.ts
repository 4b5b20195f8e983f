/** Renders console components as the server does, in a language, inside a router and the console's frame. */
import { createElement, type ReactNode } from 'react';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { renderRouted, tagOf, testCatalogs, textOf } from '../../render.test-support.ts';
import { ConsoleProvider } from './ConsoleLayout.tsx';
import type { ConsoleView } from './view.ts';

export function renderConsole(
  node: ReactNode,
  options: { url?: string; roles?: string[]; uid?: number; language?: LanguageCode } = {},
): string {
  const language = options.language ?? 'en_US';
  const view: ConsoleView = {
    catalog: testCatalogs.namespace(language, 'console'),
    uid: options.uid ?? 1,
    roles: options.roles ?? ['admin'],
    timeZone: 'Asia/Shanghai',
  };
  return renderRouted(node, {
    url: options.url ?? '/admin',
    language,
    wrap: (routed) => createElement(ConsoleProvider, { view, locale: tagOf(language) }, routed),
  });
}

export { textOf };
