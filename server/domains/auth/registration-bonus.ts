import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { REGISTRATION_BONUS_GOLD, recordMovement } from '../wallet/index.ts';
import { registrationBonusClaims } from './schema.ts';

export { REGISTRATION_BONUS_GOLD };

/** A verified address a new account is made with. */
export type VerifiedAddress =
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'social'; value: string };

/** What is stored of an address: never the address itself. */
export function addressHash(address: VerifiedAddress): string {
  return createHash('sha256').update(`${address.kind}:${address.value}`).digest('hex');
}

/**
 * The registration bonus (spec section 9: 200 gold), inside the transaction that creates the account:
 * once per verified address, ever. Every address is claimed for `uid`; the bonus is paid only when none
 * of them had been claimed before (a cancelled account's address included). Returns whether it was.
 */
export async function grantRegistrationBonus(
  tx: Executor,
  uid: number,
  addresses: readonly VerifiedAddress[],
): Promise<boolean> {
  if (addresses.length === 0) return false;
  const claimed = await tx
    .insert(registrationBonusClaims)
    .values(addresses.map((address) => ({ identifierHash: addressHash(address), uid })))
    .onConflictDoNothing()
    .returning({ identifierHash: registrationBonusClaims.identifierHash });
  if (claimed.length < new Set(addresses.map(addressHash)).size) return false;
  return recordMovement(tx, {
    uid,
    currency: 'gold',
    amount: REGISTRATION_BONUS_GOLD,
    type: 'registration_bonus',
    ref: 'registration',
    detail: 'Registration bonus',
  });
}
