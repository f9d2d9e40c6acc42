import { createContext, useContext } from "react";

/** The response's CSP nonce on a page that runs script (entry.server.tsx); undefined elsewhere and in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

/** Reads the CSP nonce for the inline bootstrap. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
