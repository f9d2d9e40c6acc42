// Runs the outline solver and the human models against an app, for the solver test and bench.
import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { TrackPoint } from "./captcha-track.ts";
import { easedTrack } from "./human-track.ts";
import { type SolverChallenge, solve } from "./outline-solver.ts";

/** How the answer and drag of one try are made. */
export type Strategy = "outline-solver" | "human-drag" | "human-keyboard";

let nextAddress = 0;
/** A fresh client address per try, or one fixed address for a campaign. */
export function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** A keyboard run: 5 px per press (the widgets' step), one press every 40 ms, flat y. */
function keyboardTrack(x: number): TrackPoint[] {
  const track: TrackPoint[] = [{ x: 0, y: 0, t: 0 }];
  for (let at = 5; at < x + 5; at += 5) track.push({ x: Math.min(at, x), y: 0, t: track.length * 40 });
  return track;
}

/** One try: a challenge, an answer by the strategy, the validate call. True when a proof came back. */
export async function attempt(app: FastifyInstance, strategy: Strategy, remoteAddress: string): Promise<boolean> {
  const generated = await app.inject({ method: "GET", url: loginServicePaths.generate, remoteAddress });
  if (generated.json().code !== 200) return false;
  const challenge = generated.json().data as SolverChallenge & { captchaId: string };
  let x: number;
  let track: TrackPoint[];
  if (strategy === "outline-solver") ({ x, track } = solve(challenge));
  else {
    // A person sees which hole the picture continues: the human models know the answer.
    x = (await app.inject({ method: "GET", url: `${platformPaths.devCaptchaAnswer}?captchaId=${challenge.captchaId}` })).json().data.x as number;
    track = strategy === "human-drag" ? easedTrack(x, 200, 16) : keyboardTrack(x);
  }
  if (strategy === "human-keyboard") {
    // Key presses take the time the track says: wait it out, as a person would.
    const last = track[track.length - 1];
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, (last?.t ?? 0) - 200)));
  }
  const validated = await app.inject({ method: "POST", url: loginServicePaths.validate, remoteAddress, payload: { captchaId: challenge.captchaId, x, track } });
  return validated.json().code === 200;
}

/** The share of `tries` that passed, each from a fresh address or all from one. */
export async function passRate(app: FastifyInstance, strategy: Strategy, tries: number, from: "fresh" | "one-address"): Promise<number> {
  const campaignAddress = freshAddress();
  let passed = 0;
  for (let i = 0; i < tries; i++) if (await attempt(app, strategy, from === "fresh" ? freshAddress() : campaignAddress)) passed += 1;
  return passed / tries;
}
