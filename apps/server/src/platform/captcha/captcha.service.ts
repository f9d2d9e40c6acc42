import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { createCounterStore } from "../throttle/counter-store.ts";
import { sourceOf } from "../throttle/source.ts";
import { Captcha, CaptchaAssist, CaptchaEscalation } from "./captcha.constants.ts";
import { drawCaptcha } from "./captcha-image.ts";
import { levelFor, type RecentFailures, underPressure } from "./captcha-level.ts";
import { checkTrack, type TrackPoint, type TrackRejection } from "./captcha-track.ts";
import { holeRow } from "./decoy-positions.ts";
import { createCaptchaRepository } from "./repository.ts";
import { createTrackMemory } from "./track-replay.ts";

/** What `generate` answers (the format is documented in README.md). */
export interface CaptchaChallenge {
  captchaId: string;
  backgroundImage: string;
  pieceImage: string;
  pieceY: number;
}

/** Why a validate call failed; each is answered the same way to the client. */
export type CaptchaFailure = "unknown_or_used" | "wrong_position" | "blocked" | "replayed" | TrackRejection;

/** Who is asking: the client address, and the phone when the form knows it (escalation keys). */
export interface CaptchaRequester {
  address: string;
  phone?: string | undefined;
}

const isPhone = (phone: string | undefined): phone is string => typeof phone === "string" && /^1\d{10}$/.test(phone);

/**
 * The failure counts of a requester: its source (the address, an IPv6 one by its /64) and, when
 * the form says which phone it is for, the phone from every source. Only the source's count can
 * block: a phone's count only makes its puzzles harder, so no stranger can block a member's slider
 * (or the SMS alternative) by failing puzzles with the member's phone.
 */
function keysOf({ address, phone }: CaptchaRequester): { source: string; phone: string | null } {
  return { source: `ip:${sourceOf(address)}`.slice(0, 80), phone: isPhone(phone) ? `phone:${phone}` : null };
}

function hashProof(proof: string): string {
  return createHash("sha256").update(proof).digest("hex");
}

/**
 * The hash a phone-bound proof (the SMS alternative) is kept under: the proof and its phone
 * together, so only a send to that phone finds it.
 */
function hashPhoneProof(proof: string, phone: string): string {
  return hashProof(`${proof}\n${phone}`);
}

/** Why the SMS alternative said no: a phone or address over its budget, the whole service over its budget, or blocked for failed puzzles. */
export type CaptchaAssistRefusal = "bad_phone" | "limited" | "busy" | "blocked";

/** What validate answers: a proof, the next puzzle of a multi-round challenge, or why not. */
export type CaptchaOutcome = { ok: true; proof: string } | { ok: true; next: CaptchaChallenge } | { ok: false; failure: CaptchaFailure };

/**
 * Slider-puzzle challenges with one try each, and one-time proofs for a correct answer (after
 * every round of a multi-round challenge). `now` is the clock of expiry and of the escalation
 * windows (tests move it); `wallClock` measures how long a drag can really have taken, from
 * handing out the challenge to its answer.
 */
export function createCaptchaService(db: Database, now: () => Date = () => new Date(), wallClock: () => number = Date.now) {
  const repository = createCaptchaRepository(db);
  const tracks = createTrackMemory(createCounterStore(db, now));
  const since = (ms: number) => new Date(now().getTime() - ms);
  /** Recent failures of the requester's source, and of its phone from every source. */
  const recentFailures = async (requester: CaptchaRequester): Promise<RecentFailures> => {
    const keys = keysOf(requester);
    const window = since(CaptchaEscalation.windowMs);
    return {
      source: await repository.failuresSince([keys.source], window),
      phone: keys.phone ? await repository.failuresSince([keys.phone], window) : 0,
    };
  };
  const blocked = async (requester: CaptchaRequester) => (await recentFailures(requester)).source >= CaptchaEscalation.blockAfter;

  /** Draws and stores one puzzle; old expired challenges and failures are swept on the way. */
  async function issue(tolerance: number, rounds: number): Promise<CaptchaChallenge> {
    const { answer: x, decoys } = holeRow();
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
      rounds,
    });
    return { captchaId: id, ...drawCaptcha(x, y, decoys), pieceY: y };
  }

  return {
    /**
     * A new challenge: a row of holes of the piece's outline, one of them right. Two rounds at a
     * tighter tolerance after recent failures of this source or phone, two rounds for everybody
     * while a campaign is under way, and none at all (null: wait, or log in another way) after too
     * many failures of this source (see captcha-level.ts).
     */
    async generate(requester: CaptchaRequester): Promise<CaptchaChallenge | null> {
      const failures = await recentFailures(requester);
      // Blocked: no need to look at the pressure.
      if (failures.source >= CaptchaEscalation.blockAfter) return null;
      const level = levelFor(failures, underPressure(await repository.answersSince(since(CaptchaEscalation.pressureWindowMs))));
      return level ? issue(level.tolerance, level.rounds) : null;
    },
    /**
     * Checks the dropped x and the drag track; a pass yields a one-time proof, or the next puzzle
     * when rounds are left. Any answer uses up the challenge; a wrong one counts against the
     * requester's source and phone.
     */
    async validate(captchaId: string, x: number, track: readonly TrackPoint[], requester: CaptchaRequester): Promise<CaptchaOutcome> {
      const at = now();
      if (await blocked(requester)) return { ok: false, failure: "blocked" };
      const answer = await repository.takeAttempt(captchaId, at);
      if (!answer) return { ok: false, failure: "unknown_or_used" };
      const fail = async (failure: CaptchaFailure) => {
        const keys = keysOf(requester);
        await repository.recordFailure([keys.source, ...(keys.phone ? [keys.phone] : [])], at);
        return { ok: false as const, failure };
      };
      if (Math.abs(x - answer.x) > answer.tolerance) return fail("wrong_position");
      const plausible = checkTrack(track, x, answer.issuedAtMs > 0 ? wallClock() - answer.issuedAtMs : Number.POSITIVE_INFINITY);
      if (!plausible.ok) return fail(plausible.reason);
      // Checked last, so only tracks that pass everything else are remembered.
      if (await tracks.seenBefore(track)) return fail("replayed");
      // More rounds to go: the next puzzle, at the same tolerance; the proof comes after the last.
      if (answer.rounds > 1) return { ok: true, next: await issue(answer.tolerance, answer.rounds - 1) };
      const proof = randomBytes(32).toString("base64url");
      await repository.storeProof(captchaId, hashProof(proof), new Date(at.getTime() + Captcha.proofTtlMs));
      return { ok: true, proof };
    },
    /**
     * The SMS alternative to the puzzle: a one-time proof that only a send to `phone` accepts,
     * within the alternative's budget (CaptchaAssist); the SMS code that send delivers is what
     * proves the person. Counted before it is handed out, so racing calls cannot overspend. A
     * browser known for the phone (`knownDevice`, platform/known-devices) has a phone budget
     * of its own, which strangers' requests for the phone never spend.
     */
    async assist(requester: {
      address: string;
      phone: string;
      knownDevice?: boolean;
    }): Promise<{ ok: true; proof: string } | { ok: false; refusal: CaptchaAssistRefusal }> {
      const { phone, address, knownDevice = false } = requester;
      if (!isPhone(phone)) return { ok: false, refusal: "bad_phone" };
      if (await blocked(requester)) return { ok: false, refusal: "blocked" };
      const window = since(CaptchaAssist.windowMs);
      const keys = { phone: `${knownDevice ? "assist-known" : "assist-phone"}:${phone}`, address: `assist-ip:${address}`.slice(0, 80), service: "assist-all" };
      if ((await repository.countSince(keys.phone, window)) >= CaptchaAssist.perPhone) return { ok: false, refusal: "limited" };
      if ((await repository.countSince(keys.address, window)) >= CaptchaAssist.perAddress) return { ok: false, refusal: "limited" };
      if ((await repository.countSince(keys.service, window)) >= CaptchaAssist.perService) return { ok: false, refusal: "busy" };
      const at = now();
      await repository.recordFailure([keys.phone, keys.address, keys.service], at);
      // A row of its own with no puzzle to answer: its id is never handed out, so validate never reaches it.
      const id = randomUUID();
      await repository.insert({
        id,
        x: 0,
        y: 0,
        createdAt: at,
        expiresAt: new Date(at.getTime() + Captcha.challengeTtlMs),
        issuedAtMs: wallClock(),
        tolerance: 0,
        rounds: 1,
      });
      const proof = randomBytes(32).toString("base64url");
      await repository.storeProof(id, hashPhoneProof(proof, phone), new Date(at.getTime() + Captcha.proofTtlMs));
      return { ok: true, proof };
    },
    /** The answer of a challenge; only the development endpoint (absent in production) calls it. */
    peekAnswer(captchaId: string): Promise<{ x: number; y: number } | null> {
      return repository.peek(captchaId);
    },
    /**
     * Spends a proof for a send to `phone`; true only the first time, within its expiry. A puzzle's
     * proof is good for any phone, the SMS alternative's only for the phone it was asked for.
     */
    spendProof(proof: string, phone: string): Promise<boolean> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(proof)) return Promise.resolve(false);
      return repository.spendProof([hashProof(proof), ...(isPhone(phone) ? [hashPhoneProof(proof, phone)] : [])], now());
    },
    /**
     * Spends a proof of a solved puzzle only (the log-in step-up): the SMS alternative's proofs
     * are no answer to it, since they cost a script nothing but a text to someone else's phone.
     */
    spendPuzzleProof(proof: string): Promise<boolean> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(proof)) return Promise.resolve(false);
      return repository.spendProof([hashProof(proof)], now());
    },
  };
}

/** The captcha service's type. */
export type CaptchaService = ReturnType<typeof createCaptchaService>;
