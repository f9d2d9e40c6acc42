import { clientCall } from "./client-call.ts";
import { companyCalls } from "./contract/company.contract.ts";

/** GET a company's public profile (anyone may call it). */
export const getCompanyProfile = clientCall(companyCalls.profile);
