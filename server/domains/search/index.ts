/**
 * Search's public entry. Domains whose subjects can be searched write their documents with
 * `indexDocuments(tx, docs)` inside the transaction that changes the subject (and `removeDocuments`
 * when it goes); the composition root rebuilds them all when `SEARCH_INDEX_VERSION` changes.
 */
export {
  removeDocuments as removeSearchDocuments,
  type SearchDocumentInput,
  upsertDocuments as indexSearchDocuments,
} from './repository.ts';
export type { SearchContext } from './schema.ts';
export { createSearchService, SEARCH_INDEX_VERSION, type SearchService } from './service.ts';
