import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { Captcha, CaptchaEscalation } from "./captcha.constants.ts";
import { drawCaptcha } from "./captcha-image.ts";
import { checkTrack, type TrackPoint, type TrackRejection } from "./captcha-track.ts";
import { decoyPositions } from "./decoy-positions.ts";
import { createCaptchaRepository } from "./repository.ts";

/** What `generate` answers (the format is documented in README.md). */
export interface CaptchaChallenge {
  captchaId: string;
  backgroundImage: string;
  pieceImage: string;
  pieceY: number;
}

/** Why a validate call failed; each is answered the same way to the client. */
export type CaptchaFailure = "unknown_or_used" | "wrong_position" | "blocked" | TrackRejection;

/** Who is asking: the client address, and the phone when the form knows it (escalation keys). */
export interface CaptchaRequester {
  address: string;
  phone?: string | undefined;
}

function keysOf({ address, phone }: CaptchaRequester): string[] {
  return [`ip:${address}`.slice(0, 80), ...(phone && /^1\d{10}$/.test(phone) ? [`phone:${phone}`] : [])];
}

function hashProof(proof: string): string {
  return createHash("sha256").update(proof).digest("hex");
}

/** Slider-puzzle challenges with one try each, and one-time proofs for a correct answer. */
/**
 * `now` is the clock of expiry (tests move it); `wallClock` measures how long a drag can really
 * have taken, from handing out the challenge to its answer.
 */
export function createCaptchaService(db: Database, now: () => Date = () => new Date(), wallClock: () => number = Date.now) {
  const repository = createCaptchaRepository(db);
  const recentFailures = (requester: CaptchaRequester) => repository.failuresSince(keysOf(requester), new Date(now().getTime() - CaptchaEscalation.windowMs));
  return {
    /**
     * A new challenge at a random position with decoy holes; harder (tighter tolerance) after
     * recent failures of this address or phone, and none at all (null: wait, or use the SMS path)
     * after too many. Old expired challenges and failures are swept on the way.
     */
    async generate(requester: CaptchaRequester): Promise<CaptchaChallenge | null> {
      const failures = await recentFailures(requester);
      if (failures >= CaptchaEscalation.blockAfter) return null;
      const tolerance = failures >= CaptchaEscalation.strongAfter ? CaptchaEscalation.strongTolerance : Captcha.tolerance;
      const x = randomInt(Captcha.minX, Captcha.maxX + 1);
      const y = randomInt(Captcha.minY, Captcha.maxY + 1);
      const id = randomUUID();
      const created = now();
      await repository.purge(new Date(created.getTime() - Captcha.challengeTtlMs - Captcha.proofTtlMs));
      if (randomInt(100) === 0) await repository.purgeFailures(new Date(created.getTime() - CaptchaEscalation.windowMs));
      await repository.insert({
        id,
        x,
        y,
        createdAt: created,
        expiresAt: new Date(created.getTime() + Captcha.challengeTtlMs),
        issuedAtMs: wallClock(),
        tolerance,
      });
      return { captchaId: id, ...drawCaptcha(x, y, decoyPositions(x, CaptchaEscalation.decoys)), pieceY: y };
    },
    /**
     * Checks the dropped x and the drag track; a pass yields a one-time proof. Any answer uses up
     * the challenge; a wrong one counts against the requester's address and phone.
     */
    async validate(
      captchaId: string,
      x: number,
      track: readonly TrackPoint[],
      requester: CaptchaRequester,
    ): Promise<{ ok: true; proof: string } | { ok: false; failure: CaptchaFailure }> {
      const at = now();
      if ((await recentFailures(requester)) >= CaptchaEscalation.blockAfter) return { ok: false, failure: "blocked" };
      const answer = await repository.takeAttempt(captchaId, at);
      if (!answer) return { ok: false, failure: "unknown_or_used" };
      const fail = async (failure: CaptchaFailure) => {
        await repository.recordFailure(keysOf(requester), at);
        return { ok: false as const, failure };
      };
      if (Math.abs(x - answer.x) > answer.tolerance) return fail("wrong_position");
      const plausible = checkTrack(track, x, answer.issuedAtMs > 0 ? wallClock() - answer.issuedAtMs : Number.POSITIVE_INFINITY);
      if (!plausible.ok) return fail(plausible.reason);
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
