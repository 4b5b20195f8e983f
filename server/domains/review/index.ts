/** The review queues' public entry: domains queue items and handle their decisions through these. */
export type { NewReviewItem } from './repository.ts';
export { reviewItems } from './schema.ts';
export {
  createReviewService,
  type DecisionHandler,
  type ReviewService,
  reportedSince,
  submitForReview,
} from './service.ts';
