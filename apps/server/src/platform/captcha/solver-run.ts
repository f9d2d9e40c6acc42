// Runs the solvers and the human models against an app, for the solver test and bench: each try
// asks for a challenge and answers every round of it (challenge-chain.ts), as a client would.
import type { FastifyInstance } from "fastify";
import { type Answerer, devAnswerer, solveChallenge } from "./challenge-chain.ts";
import { locateByContinuity } from "./continuity-solver.ts";
import { humanDragTrack, keyboardTrack } from "./human-track.ts";
import { locateFaintestHole, locateHole, solve } from "./outline-solver.ts";

/**
 * How the answer and drag of one try are made:
 * - `review-solver`: the finding's script, best outline match and a made-up eased drag;
 * - `outline-solver`: best outline match with the tests' own human-like drag (a careful attacker
 *   with a perfect track forger: the track check cannot tell it from a person);
 * - `faintest-hole`: the same, taking the faintest hole that stands out instead of the best;
 * - `continuity`: beyond the review — among the outline's holes, the one whose surroundings the
 *   piece's picture continues (a person's cue), with the human-like drag;
 * - `human-drag` / `human-keyboard`: a person, who sees which hole the picture continues (the
 *   development endpoint tells the models the answer).
 */
export type Strategy = "review-solver" | "outline-solver" | "faintest-hole" | "continuity" | "human-drag" | "human-keyboard";

let nextAddress = 0;
/** A fresh client address per try, or one fixed address for a campaign. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

function answererFor(app: FastifyInstance, strategy: Strategy): Answerer {
  if (strategy === "review-solver") return (challenge) => solve(challenge, "made-up");
  if (strategy === "outline-solver") return (challenge) => solve(challenge, "human-like", locateHole);
  if (strategy === "faintest-hole") return (challenge) => solve(challenge, "human-like", locateFaintestHole);
  if (strategy === "continuity") return (challenge) => solve(challenge, "human-like", locateByContinuity);
  return devAnswerer(app, strategy === "human-drag" ? humanDragTrack : keyboardTrack);
}

/** A run's outcome: the share of tries that earned a proof, and the share that met two rounds or more. */
export interface RunResult {
  rate: number;
  multiRound: number;
}

/** One try of the strategy from the address: a challenge and every round of it. */
export function attempt(app: FastifyInstance, strategy: Strategy, remoteAddress: string): Promise<{ proof: string | null; rounds: number }> {
  return solveChallenge(app, answererFor(app, strategy), { remoteAddress });
}

/**
 * `tries` tries of the strategy, each from a fresh address or all from one. With `alongside`, a
 * campaign runs meanwhile: that many tries of another strategy (fresh addresses) before each try.
 */
export async function passRate(
  app: FastifyInstance,
  strategy: Strategy,
  tries: number,
  from: "fresh" | "one-address",
  alongside?: { strategy: Strategy; perTry: number },
): Promise<RunResult> {
  const campaignAddress = freshAddress();
  let [passed, multiRound] = [0, 0];
  for (let i = 0; i < tries; i++) {
    for (let j = 0; j < (alongside?.perTry ?? 0); j++) if (alongside) await attempt(app, alongside.strategy, freshAddress());
    const { proof, rounds } = await attempt(app, strategy, from === "fresh" ? freshAddress() : campaignAddress);
    if (proof) passed += 1;
    if (rounds > 1) multiRound += 1;
  }
  return { rate: passed / tries, multiRound: multiRound / tries };
}
