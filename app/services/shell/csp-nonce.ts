import { createContext, useContext } from "react";

// The nonce of the response's Content-Security-Policy (server/web/security-headers.ts), for the
// inline scripts that root.tsx renders. app/entry.server.tsx provides it from the load context;
// in the browser it is "" (browsers hide the attribute from scripts, and hydration adds no script).
export const CspNonceContext = createContext("");

export function useCspNonce(): string {
  return useContext(CspNonceContext);
}
