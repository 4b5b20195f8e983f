import type { UsersRepository } from './repository.ts';

export interface PublicProfile {
  uid: number;
  username: string | null;
  avatar: string | null;
  signature: string | null;
  level: number;
}

export function createUsersService(repo: UsersRepository) {
  return {
    /** What anyone may see of a user; a cancelled account is gone. */
    publicProfile(uid: number): Promise<PublicProfile | null> {
      return repo.findActive(uid);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
