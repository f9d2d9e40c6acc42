import { createContext, useContext } from "react";

/** The per-response CSP nonce, given by entry.server; empty in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

/** Reads the CSP nonce for inline scripts. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
