import { REFUSAL_KINDS, type RefusalKind } from "@cidp/domain";

/**
 * The one table from a refusal's kind to its HTTP status. It keeps the statuses the routes
 * answered before refusals had kinds: a rule of state (closed, already decided) and a quota
 * reached (ten addresses, a sheet's invitations) were 400s and stay so; 409 is kept for a stale
 * row. A throttle (429 with Retry-After) is no refusal kind: waiting does fix it, and its HTTP
 * helpers answer it themselves.
 */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = {
  [REFUSAL_KINDS.invalid]: 400,
  [REFUSAL_KINDS.state]: 400,
  [REFUSAL_KINDS.limit]: 400,
  [REFUSAL_KINDS.permission]: 403,
  [REFUSAL_KINDS.certification]: 403,
  [REFUSAL_KINDS.sealed]: 403,
  [REFUSAL_KINDS.not_found]: 404,
  [REFUSAL_KINDS.conflict]: 409,
};
