import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { Captcha } from "./captcha.constants.ts";
import { drawCaptcha } from "./captcha-image.ts";
import { checkTrack, type TrackPoint, type TrackRejection } from "./captcha-track.ts";
import { createCaptchaRepository } from "./repository.ts";

/** What `generate` answers (the format is documented in README.md). */
export interface CaptchaChallenge {
  captchaId: string;
  backgroundImage: string;
  pieceImage: string;
  pieceY: number;
}

/** Why a validate call failed; each is answered the same way to the client. */
export type CaptchaFailure = "unknown_or_used" | "wrong_position" | TrackRejection;

function hashProof(proof: string): string {
  return createHash("sha256").update(proof).digest("hex");
}

/** Slider-puzzle challenges with one try each, and one-time proofs for a correct answer. */
export function createCaptchaService(db: Database, now: () => Date = () => new Date()) {
  const repository = createCaptchaRepository(db);
  return {
    /** A new challenge at a random position; old expired ones are swept on the way. */
    async generate(): Promise<CaptchaChallenge> {
      const x = randomInt(Captcha.minX, Captcha.maxX + 1);
      const y = randomInt(Captcha.minY, Captcha.maxY + 1);
      const id = randomUUID();
      const created = now();
      await repository.purge(new Date(created.getTime() - Captcha.challengeTtlMs - Captcha.proofTtlMs));
      await repository.insert({ id, x, y, createdAt: created, expiresAt: new Date(created.getTime() + Captcha.challengeTtlMs) });
      return { captchaId: id, ...drawCaptcha(x, y), pieceY: y };
    },
    /** Checks the dropped x and the drag track; a pass yields a one-time proof. Any answer uses up the challenge. */
    async validate(captchaId: string, x: number, track: readonly TrackPoint[]): Promise<{ ok: true; proof: string } | { ok: false; failure: CaptchaFailure }> {
      const at = now();
      const answer = await repository.takeAttempt(captchaId, at);
      if (!answer) return { ok: false, failure: "unknown_or_used" };
      if (Math.abs(x - answer.x) > Captcha.tolerance) return { ok: false, failure: "wrong_position" };
      const plausible = checkTrack(track, x);
      if (!plausible.ok) return { ok: false, failure: plausible.reason };
      const proof = randomBytes(32).toString("base64url");
      await repository.storeProof(captchaId, hashProof(proof), new Date(at.getTime() + Captcha.proofTtlMs));
      return { ok: true, proof };
    },
    /** The answer of a challenge; only the development endpoint (absent in production) calls it. */
    peekAnswer(captchaId: string): Promise<{ x: number; y: number } | null> {
      return repository.peek(captchaId);
    },
    /** Spends a proof; true only the first time, within its expiry. */
    spendProof(proof: string): Promise<boolean> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(proof)) return Promise.resolve(false);
      return repository.spendProof(hashProof(proof), now());
    },
  };
}

/** The captcha service's type. */
export type CaptchaService = ReturnType<typeof createCaptchaService>;
