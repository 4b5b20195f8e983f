import type { FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE } from '../../shared/i18n/languages.ts';
import type { Catalogs } from '../i18n/catalogs.ts';
import { limitAddress } from '../limits/address.ts';

/**
 * Who asks a `/java` call, as use cases want it for their messages and throttles: the address, a
 * translator into the caller's language (mails and texts a use case sends), the brand's name.
 */
export function callerOf(request: FastifyRequest, catalogs: Catalogs) {
  return {
    /** The client as per-client limits count it: IPv4 itself, IPv6 by its /64 (server/limits/address.ts). */
    ip: limitAddress(request.ip),
    t: catalogs.t(request.ctx?.language ?? FALLBACK_LANGUAGE),
    brandName: request.ctx?.brand.projectName ?? '',
    /** The calling codes the brand sends SMS codes to. */
    smsAreaCodes: request.ctx?.brand.smsAreaCodes ?? [],
  };
}
