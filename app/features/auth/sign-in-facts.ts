import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../../root-data.ts';
import { areaCodeCountry, defaultAreaCode } from './area-code.ts';
import type { Country } from './auth-api.ts';

/** What the server told the page about signing in (root data, app/root-data.server.ts). */
export interface SignInFacts {
  /** The social providers this deployment has credentials for ("google", "line", "qq"...). */
  socialProviders: readonly string[];
  /** The calling codes the brand sends SMS codes to, in the brand file's order. */
  smsAreaCodes: readonly string[];
  /** The page's language code. */
  language: string;
}

const NONE: SignInFacts = { socialProviders: [], smsAreaCodes: [], language: '' };

export function useSignInFacts(): SignInFacts {
  const root = useRouteLoaderData<RootData>('root');
  if (!root) return NONE;
  return {
    socialProviders: root.signIn?.socialProviders ?? [],
    smsAreaCodes: root.signIn?.smsAreaCodes ?? [],
    language: root.language,
  };
}

/**
 * The country a phone field starts with: the page language's own country when the brand serves its
 * calling code (+86 for zh_CN, +1 for en_US, +81 for jp...), otherwise the brand's first served code.
 */
export function useDefaultCountry(): Country {
  const { language, smsAreaCodes } = useSignInFacts();
  return areaCodeCountry(defaultAreaCode(language, smsAreaCodes));
}
