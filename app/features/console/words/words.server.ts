/** `/admin/words`: the banned-words list (editors; issue 15). The role is checked again here. */
import type { RouterContextProvider } from 'react-router';
import { findLanguage, LANGUAGE_CODES } from '../../../../shared/i18n/languages.ts';
import { consoleAccess } from '../console.server.ts';

export async function wordsLoader(context: Readonly<RouterContextProvider>) {
  const { load, view } = consoleAccess(context, 'editor', ['words']);
  const words = await load.services.moderation.list();
  const languages = (load.ctx.brand.languages ?? LANGUAGE_CODES).map((code) => ({
    code,
    name: findLanguage(code)?.nativeName ?? code,
  }));
  return { view, words, languages };
}

export type WordsData = Awaited<ReturnType<typeof wordsLoader>>;
