/** What other features may use of search: the search field (a library index's own, scoped to a kind). */
export { SearchForm } from './SearchBox.tsx';
