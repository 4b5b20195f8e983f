import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonces of the page being rendered on the server (one for scripts, one
 * for styles; the server's security headers carry the same ones). `entry.server.tsx` provides them;
 * in the browser there are none (a browser hides nonces from the page once it has parsed them).
 */
export interface CspNonces {
  script?: string | undefined;
  style?: string | undefined;
}

export const CspNonceContext = createContext<CspNonces>({});

export function useCspNonces(): CspNonces {
  return useContext(CspNonceContext);
}
