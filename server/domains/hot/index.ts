/**
 * Hot lists' public entry: domains count views and interactions of their items (`bump`, inside their
 * own transaction or alone) and rank them (`ranking`, or their own query joining `hotCounts` with
 * `hotScore` and `periodStart` when they filter by game or language).
 */
export {
  bump,
  type HotKind,
  type HotPeriod,
  hotScore,
  INTERACTION_WEIGHT,
  periodStart,
  ranking,
  utcDay,
} from './repository.ts';
export { hotCounts } from './schema.ts';
export { createViewGate, VIEWS_PER_ADDRESS, VIEWS_PER_ITEM, type ViewGate } from './views.ts';
