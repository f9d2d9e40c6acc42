// The sealed envelopes moved to platform/sealed-bidding (procurement and tenders share them). This
// re-export stands only until the importers that other engineers are editing right now follow.
import { createSealedEnvelopes, INQUIRY_SEAL_SCOPE, type SealedEnvelopes, type SealScope } from "../../platform/sealed-bidding/sealed-envelopes.ts";

export { StillSealedError, TENDER_SEAL_SCOPE } from "../../platform/sealed-bidding/sealed-envelopes.ts";
export const createQuotationSeal = (serverSecret: Uint8Array, scope: SealScope = INQUIRY_SEAL_SCOPE) => createSealedEnvelopes(serverSecret, scope);
export type QuotationSeal = SealedEnvelopes;
