/**
 * The auth domain's wire contract: sign-in results, the login payload of spec section 3, code sends.
 * The site imports the types only.
 */
import { z } from 'zod';
import { accountSchema } from '../users/contract.ts';

/** What every sign-in answers: the session token, the account, and whether the register step is due. */
export const loginResultSchema = z.object({
  token: z.string(),
  user: accountSchema,
  /** True while the account still needs its username and first password (the register step). */
  newUser: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The register step's answer: a new token and the account. */
export const credentialsResultSchema = loginResultSchema.omit({ newUser: true });

/** Spec section 3, "Login payload fields" used by these calls. Optional strings may come empty. */
export const loginPayloadSchema = z.object({
  mobileOrEmail: z.string().max(254).optional(),
  name: z.string().max(64).optional(),
  areaCode: z.string().max(8).optional(),
  checkCode: z.string().max(12).optional(),
  password: z.string().max(128).optional(),
  promotionChannelId: z.string().max(64).optional(),
  channelFromtype: z.coerce.number().int().optional(),
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

export const sendEmailCodeBodySchema = z.object({ mobileOrEmail: z.string().max(254).optional() });
export const sendMobileCodeBodySchema = z.object({
  areaCode: z.string().max(8).optional(),
  mobileOrEmail: z.string().max(32).optional(),
});
export const credentialsBodySchema = z.object({
  uname: z.string().max(64).optional(),
  password: z.string().max(128).optional(),
});
