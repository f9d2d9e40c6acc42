/**
 * How a text that did not go should be treated.
 * - `throttled`: the carrier's own limit for this phone (per minute, hour or day); later may pass.
 * - `refused`: this text can never pass (a number the carrier refuses, a template or sign name not
 *   approved for it, a variable it refuses): trying again only repeats the answer.
 * - `unavailable`: the carrier or the way to it failed, or it refused the platform's account (keys,
 *   balance, the account's own limits); later may work once that is mended.
 */
export type SmsFailure = "throttled" | "refused" | "unavailable";

/**
 * A text the carrier did not accept. It says the carrier's code and words (never the keys or the
 * signed request), so it is safe to log; a send that throws it was never sent.
 */
export class SmsDeliveryError extends Error {
  constructor(
    readonly failure: SmsFailure,
    readonly carrier: string,
    readonly carrierCode: string,
    detail = "",
  ) {
    super(`${carrier} did not send the text (${failure}): ${carrierCode}${detail ? ` — ${detail.slice(0, 300)}` : ""}`);
    this.name = "SmsDeliveryError";
  }
}
