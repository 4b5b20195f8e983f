import { DomainError } from '../../../../shared/errors.ts';
import type { MatchPage, Paging } from '../../../../shared/matches/contract.ts';
import type { QueriesRepository } from '../queries/repository.ts';
import type { createMatchQueries } from '../queries/service.ts';
import type { FavouritesRepository } from './repository.ts';

/** A user's favourite matches (`match/attention`): marked with a star in every list. */
export function createFavouritesService(deps: {
  repo: FavouritesRepository;
  matches: Pick<QueriesRepository, 'matchStatus'>;
  page: ReturnType<typeof createMatchQueries>['page'];
}) {
  const { repo, matches, page } = deps;
  return {
    /** Adds (`favourite` true), removes (false) or toggles (absent) a favourite; returns the outcome. */
    async setFavourite(
      uid: number,
      matchId: number,
      favourite?: boolean,
    ): Promise<{ matchId: number; favourite: boolean }> {
      if (!(await matches.matchStatus(matchId))) throw new DomainError('notFound', 'matchNotFound');
      if (favourite === false) {
        await repo.removeFavourite(uid, matchId);
        return { matchId, favourite: false };
      }
      if (favourite === undefined && (await repo.removeFavourite(uid, matchId))) {
        return { matchId, favourite: false };
      }
      await repo.addFavourite(uid, matchId);
      return { matchId, favourite: true };
    },

    /** A user's favourite matches, latest start first. */
    favourites(uid: number, p: Paging): Promise<MatchPage> {
      return page({ favouritesOf: uid, order: 'start_desc' }, p, uid);
    },
  };
}
