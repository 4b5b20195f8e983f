/**
 * Demo fans (issue 15, "demo content ... with comments"): a handful of accounts whose names say they are
 * demo, written on the first start only, so the demo articles carry a believable conversation. They
 * have no password and an address under `.invalid` (no mail can reach it): nobody signs in as them.
 */
import type { Executor } from '../../db/client.ts';
import { users } from './schema.ts';

export const DEMO_FAN_NAMES = [
  'DemoKai',
  'DemoLing',
  'DemoMarco',
  'DemoAisha',
  'DemoYuki',
  'DemoSam',
] as const;

/** Creates the demo fans (none twice: the seed runs once); their uids in `DEMO_FAN_NAMES`' order. */
export async function seedDemoFans(tx: Executor): Promise<number[]> {
  const rows = await tx
    .insert(users)
    .values(DEMO_FAN_NAMES.map((username) => ({ username, email: `${username.toLowerCase()}@demo.invalid` })))
    .onConflictDoNothing()
    .returning({ uid: users.uid });
  return rows.map((r) => r.uid);
}
