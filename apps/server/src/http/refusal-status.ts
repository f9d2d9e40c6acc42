import type { RefusalKind } from "@cidp/domain";

/**
 * The one table from a refusal's kind to its HTTP status. It keeps the statuses the routes
 * answered before refusals had kinds: a rule of state (closed, already decided) was a 400 and
 * stays one; 409 is kept for a stale row or a duplicate, 429 for a quota reached.
 */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  state: 400,
  permission: 403,
  certification: 403,
  sealed: 403,
  not_found: 404,
  conflict: 409,
  limit: 429,
};
