import { ApiError } from "@cidp/api-client";
import { isRefusalKind, REFUSAL_REASON_KINDS, type RefusalKind, type RefusalReason, refusalWithNextStep } from "@cidp/domain";

/**
 * What to show for a failed call: the services' own message when they refused it with one (a
 * rule, a permission, a conflict), with the domain's next step for its kind when the message
 * names none; else `fallback` (the page's own words for a failure).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.msg) return fallback;
  const kind = refusalKindOf(error);
  return kind === null ? error.msg : refusalWithNextStep(kind, error.msg);
}

/**
 * The kind the services named for a refusal (the failure envelope's `refusal`, else the kind of its
 * `reason`), or null for a fault or an answer that names neither.
 */
function refusalKindOf(error: ApiError): RefusalKind | null {
  const body: { refusal?: unknown; reason?: unknown } = error.body !== null && typeof error.body === "object" ? error.body : {};
  if (isRefusalKind(body.refusal)) return body.refusal;
  return typeof body.reason === "string" && Object.hasOwn(REFUSAL_REASON_KINDS, body.reason) ? REFUSAL_REASON_KINDS[body.reason as RefusalReason] : null;
}

/**
 * A page's failure to load, as it says it: the services' refusal (one with a kind: a missing
 * permission, certification first, not found, closed; or any 4xx of an answer without a kind) in
 * their words with the domain's next step for its kind where they name none; only a fault (5xx, no answer) in the page's own
 * words, which may ask to try again later. A refusal shown as "暂时无法加载，请稍后重试" sends the
 * member to retry what retrying will not fix.
 */
export function loadFailureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.msg) return fallback;
  const kind = refusalKindOf(error);
  if (kind !== null) return refusalWithNextStep(kind, error.msg);
  return error.code >= 400 && error.code < 500 ? error.msg : fallback;
}
