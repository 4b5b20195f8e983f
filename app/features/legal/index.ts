/**
 * The legal and brand pages (decision 013: other code reaches a feature through its entry file):
 * the page, its loader, and the page list the routes and tests use.
 */
export { LEGAL_DOCUMENTS, LEGAL_PAGES, LEGAL_ROUTES, type LegalView, legalPath } from './content.ts';
export { LegalPage } from './LegalPage.tsx';
