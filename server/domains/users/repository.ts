import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from './schema.ts';

export function createUsersRepository(db: Database) {
  return {
    async findActive(uid: number) {
      const rows = await db
        .select({
          uid: users.uid,
          username: users.username,
          avatar: users.avatar,
          signature: users.signature,
          level: users.level,
        })
        .from(users)
        .where(and(eq(users.uid, uid), isNull(users.cancelledAt)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
