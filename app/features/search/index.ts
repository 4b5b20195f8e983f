/**
 * What other features may use of search: the search field (a library index's own, scoped to a kind),
 * and the library page of a league, team or player (the console's corrections link to it).
 */
export { hitPath } from './paths.ts';
export { SearchForm } from './SearchBox.tsx';
