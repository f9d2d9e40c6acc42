import { z } from "zod";
import { phoneSchema } from "./common.contract.ts";
import { envelope } from "./envelope.ts";

/** Paths of the remote login service (spec §7 "Remote login service", `<product>` = cidp). */
export const loginServicePaths = {
  /** GET: ends the session of the bearer token and clears the shared login cookies. */
  logout: "/api/cidp-login/oauth/logout",
  /** GET: a new slider-puzzle captcha challenge. */
  generate: "/api/cidp-login/oauth/generate",
  /** POST: the dropped position and drag track; a pass yields a one-time proof. */
  validate: "/api/cidp-login/oauth/validate",
  /** POST `{ data }`: sends an SMS code, only with a captcha proof. */
  sendValidate: "/api/cidp-login/oauth/send-validate",
  /** POST: the SMS alternative to the puzzle, for people who cannot drag: a proof bound to one phone. */
  assist: "/api/cidp-login/oauth/assist",
} as const;

/** GET oauth/logout: data null (the spec does not read it). */
export const loginServiceLogoutResponse = envelope(z.null());

/** A captcha challenge: the background with its hole, the piece, and the piece's row. */
export const captchaChallengeSchema = z.object({
  captchaId: z.string().min(1),
  /** A `data:image/png;base64,` URL. */
  backgroundImage: z.string().startsWith("data:image/"),
  pieceImage: z.string().startsWith("data:image/"),
  pieceY: z.number().int().nonnegative(),
});

/** GET oauth/generate. */
export const captchaGenerateResponse = envelope(captchaChallengeSchema);

/** One point of the drag track, in puzzle pixels and milliseconds since the drag began. */
export const captchaTrackPointSchema = z.object({ x: z.number(), y: z.number(), t: z.number() });

/** POST oauth/validate body. */
export const captchaValidateRequestSchema = z.object({
  captchaId: z.string().min(1).max(64),
  x: z.number().finite(),
  track: z.array(captchaTrackPointSchema).max(2000),
  /**
   * The phone the form is for, when it knows it: the server counts failures against it too. What
   * the form holds is sent as typed; a text that is no phone is simply not counted, never refused.
   */
  phone: z.string().max(20).optional(),
});

/**
 * POST oauth/validate: the proof that send-validate spends, or — when the challenge has more
 * rounds (after failures, or while a campaign is under way) — the next puzzle to solve.
 */
export const captchaValidateResponse = envelope(z.union([z.object({ proof: z.string().min(1) }), z.object({ next: captchaChallengeSchema })]));

/** POST oauth/assist body: the phone the SMS code is to go to (the proof is good for that phone only). */
export const captchaAssistRequestSchema = z.object({ phone: phoneSchema });

/** POST oauth/assist: a one-time proof that only a send to the same phone accepts. */
export const captchaAssistResponse = envelope(z.object({ proof: z.string().min(1) }));

/** What a code is for; a code works only for the purpose it was sent for. */
export const smsPurposeSchema = z.enum(["login", "register", "reset"]);

/** POST oauth/send-validate body: the spec's `data` payload. */
export const sendValidateRequestSchema = z.object({
  data: z.object({ phone: phoneSchema, proof: z.string().min(1).max(100), purpose: smsPurposeSchema.optional() }),
});

/** POST oauth/send-validate: the message text and the success flag are what the caller reads. */
export const sendValidateResponse = envelope(z.null());
