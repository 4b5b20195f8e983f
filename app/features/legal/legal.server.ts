import { data, type RouterContextProvider } from 'react-router';
import { findLanguage } from '../../../shared/i18n/languages.ts';
import { appContext } from '../../context.ts';
import {
  LEGAL_DOCUMENTS,
  LEGAL_PAGES,
  type LegalPageKey,
  type LegalView,
  legalPath,
  legalView,
} from './content.ts';

/** The page a route path names: `/about`, `/protocol/service`..., `/protocol/:id?` by its id. */
function pageOf(pattern: string, id: string | undefined): LegalPageKey | undefined {
  if (pattern === '/protocol/:id?') {
    if (id === undefined) return 'index';
    return LEGAL_DOCUMENTS.find((key) => key === id);
  }
  return LEGAL_PAGES.find((key) => legalPath(key) === pattern);
}

/**
 * The loader of every legal and brand page: the page's finished text in the request's language,
 * with the brand's facts; `/protocol/<anything else>` is the 404 page. The `legal` catalog is in no
 * page script (decision 011): the server holds it, and this sends the one page it shows.
 */
export function legalLoader(
  context: Readonly<RouterContextProvider>,
  pattern: string,
  id: string | undefined,
): LegalView {
  const key = pageOf(pattern, id);
  if (!key) throw data(null, { status: 404 });
  const { ctx, catalog } = context.get(appContext);
  const tag = findLanguage(ctx.language)?.tag ?? 'en';
  return legalView(key, catalog('legal'), ctx.brand, tag);
}
