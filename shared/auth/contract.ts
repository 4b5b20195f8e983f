/**
 * The auth domain's wire contract: sign-in results, the login payload of spec section 3, code sends.
 * The site imports the types only.
 */
import { z } from 'zod';
import { accountSchema } from '../users/contract.ts';
import { bodyInt, text } from '../wire.ts';

/** What every sign-in answers: the session token, the account, and whether the register step is due. */
export const loginResultSchema = z.object({
  token: z.string(),
  user: accountSchema,
  /** True while the account still needs its username and first password (the register step). */
  newUser: z.boolean(),
  /**
   * The gold this sign-in credited as the registration bonus (spec section 9: 200): only on the
   * sign-up that earned it, 0 otherwise (the bonus is paid once per address, ever).
   */
  registrationBonus: z.number().int().nonnegative(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The register step's answer: a new token and the account. */
export const credentialsResultSchema = loginResultSchema.omit({ newUser: true, registrationBonus: true });

/** Spec section 3, "Login payload fields" used by these calls. Optional strings may come empty. */
export const loginPayloadSchema = z.object({
  mobileOrEmail: text(254).optional(),
  name: text(64).optional(),
  areaCode: text(8).optional(),
  checkCode: text(12).optional(),
  password: text(128).optional(),
  promotionChannelId: text(64).optional(),
  /** 1: a promotion channel's link, 2: a user's invitation link (decision 009). */
  channelFromtype: bodyInt(0, 99).optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** A code was sent: the seconds before another may be asked for. */
export const cooldownSchema = z.object({ cooldownSeconds: z.number().int() });

export const countrySchema = z.object({
  countryAbbr: z.string(),
  countryArea: z.string(),
  countryAvatar: z.string(),
  name: z.string(),
});

export const sendEmailCodeBodySchema = z.object({ mobileOrEmail: text(254).optional() });
export const sendMobileCodeBodySchema = z.object({
  areaCode: text(8).optional(),
  mobileOrEmail: text(32).optional(),
});
export const credentialsBodySchema = z.object({
  uname: text(64).optional(),
  password: text(128).optional(),
});
