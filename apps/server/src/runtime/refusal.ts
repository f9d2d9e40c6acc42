import type { RefusalKind, RefusalReason } from "@cidp/domain";

/**
 * A refusal of the services' rules, not a fault: the thing is not found, not the member's to
 * touch, in the wrong state, sealed, over a limit. Repositories, records and jobs throw it (or
 * return it) without knowing HTTP; only the error handler chooses the status, from the kind
 * (http/refusal-status.ts). `message` is the Chinese text the member reads: why, and what to do.
 */
export class Refusal extends Error {
  readonly kind: RefusalKind;
  /** The machine-readable reason the page turns into what to do next (certify first, ask to join). */
  readonly reason: RefusalReason | undefined;
  /** The domain's stable code of this refusal where it has one (`certification.pending`). */
  readonly code: string | undefined;

  constructor(kind: RefusalKind, message: string, options: { reason?: RefusalReason; code?: string } = {}) {
    super(message);
    this.name = "Refusal";
    this.kind = kind;
    this.reason = options.reason;
    this.code = options.code;
  }
}

/** A refusal of `kind` saying `message`, ready to throw: `throw refuse("not_found", "询价单不存在")`. */
export function refuse(kind: RefusalKind, message: string, reason?: RefusalReason): Refusal {
  return new Refusal(kind, message, reason ? { reason } : {});
}
