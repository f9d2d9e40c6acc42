// Test support: answering a challenge as a client does, round after round — a multi-round
// challenge hands out the next puzzle on a pass, the proof comes after the last. Shared by the
// tests' helpers (with the development answer endpoint and human-like tracks) and the solver
// bench (with the attackers' own answers).
import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { CaptchaChallenge } from "./captcha.service.ts";
import type { TrackPoint } from "./captcha-track.ts";
import { humanDragTrack } from "./human-track.ts";

/** How one puzzle is answered: the dropped x and the drag track. */
export type Answerer = (challenge: CaptchaChallenge) => Promise<{ x: number; track: TrackPoint[] }> | { x: number; track: TrackPoint[] };

/** Who answers: the client address (app.inject's default when absent) and the phone the form knows. */
export interface ChainRequester {
  remoteAddress?: string;
  phone?: string;
}

/** The answer a person sees (the development endpoint tells it) with a drag of `track`'s making. */
export function devAnswerer(app: FastifyInstance, track: (x: number) => TrackPoint[] = humanDragTrack): Answerer {
  return async (challenge) => {
    const answer = await app.inject({ method: "GET", url: `${platformPaths.devCaptchaAnswer}?captchaId=${challenge.captchaId}` });
    const { x } = answer.json().data as { x: number };
    return { x, track: track(x) };
  };
}

/**
 * Answers `challenge` and every round after it. A drag takes the time its track says, so each
 * answer waits that long after its puzzle came (the server compares with what it saw), less the
 * server's slack. `proof` is null when a round failed; `rounds` counts the puzzles answered.
 */
export async function answerChain(
  app: FastifyInstance,
  challenge: CaptchaChallenge,
  answer: Answerer,
  { remoteAddress, phone }: ChainRequester = {},
): Promise<{ proof: string | null; rounds: number }> {
  let current = challenge;
  for (let rounds = 1; ; rounds++) {
    const received = Date.now();
    const { x, track } = await answer(current);
    const claimed = (track[track.length - 1]?.t ?? 0) - (track[0]?.t ?? 0);
    const wait = claimed - 200 - (Date.now() - received);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const payload = { captchaId: current.captchaId, x, track, ...(phone ? { phone } : {}) };
    const validated = (await app.inject({ method: "POST", url: loginServicePaths.validate, remoteAddress, payload })).json();
    const data = validated.data as { proof?: string; next?: CaptchaChallenge } | null;
    if (validated.code !== 200 || !data) return { proof: null, rounds };
    if (data.proof) return { proof: data.proof, rounds };
    if (!data.next) return { proof: null, rounds };
    current = data.next;
  }
}

/** Asks for a challenge at `url` (the login service's generate unless told) and answers it through; null proof when refused. */
export async function solveChallenge(
  app: FastifyInstance,
  answer: Answerer,
  requester: ChainRequester = {},
  url: string = loginServicePaths.generate,
): Promise<{ proof: string | null; rounds: number }> {
  const query = requester.phone ? `${url.includes("?") ? "&" : "?"}phone=${requester.phone}` : "";
  const generated = (await app.inject({ method: "GET", url: `${url}${query}`, remoteAddress: requester.remoteAddress })).json();
  if (generated.code !== 200) return { proof: null, rounds: 0 };
  return answerChain(app, generated.data as CaptchaChallenge, answer, requester);
}
