// The captcha against the solver of the security review (outline matching plus a made-up drag),
// careful variants of it, and the human paths beside them, each row on a service of its own
// (a fresh database: no row inherits another's failures). Run with
// `pnpm --filter @cidp/server bench:captcha` (CAPTCHA_TRIES, default 200).
import { Captcha } from "../src/platform/captcha/captcha.constants.ts";
import { drawCaptcha } from "../src/platform/captcha/captcha-image.ts";
import { locateByContinuity } from "../src/platform/captcha/continuity-solver.ts";
import { holeRow } from "../src/platform/captcha/decoy-positions.ts";
import { locateFaintestHole, locateHole } from "../src/platform/captcha/outline-solver.ts";
import { passRate, type RunResult, type Strategy } from "../src/platform/captcha/solver-run.ts";
import { createTestApp } from "../src/testing/test-app.ts";

const tries = Number(process.env.CAPTCHA_TRIES ?? 200);
type Goal = "attacker" | "person" | "info";

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
function print(what: string, rate: number, goal: Goal, note: string) {
  const [target, met] = goal === "attacker" ? ["≤ 10 %", rate <= 0.1] : goal === "person" ? ["≥ 90 %", rate >= 0.9] : ["—", true];
  console.log(`  ${what.padEnd(66)} ${percent(rate).padStart(8)}   target ${target.padEnd(7)} ${met ? "met    " : "NOT MET"}  ${note}`);
}

/** Runs the strategy on a fresh service; with `alongside`, a campaign runs meanwhile (that many of its tries before each). */
async function row(what: string, strategy: Strategy, n: number, from: "fresh" | "one-address", goal: Goal, alongside?: { strategy: Strategy; perTry: number }) {
  const t = await createTestApp({ memory: true }, { rateLimit: false });
  try {
    const result: RunResult = await passRate(t.app, strategy, n, from, alongside);
    print(what, result.rate, goal, `(${n} tries, ${percent(result.multiRound)} reached a 2nd round)`);
  } finally {
    await t.close();
  }
}

/** One puzzle alone, no service: how often the outline matcher's pick lies within the tolerance. */
function singlePuzzle(what: string, locate: typeof locateHole, n: number) {
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const { answer, decoys } = holeRow();
    const y = Captcha.minY + Math.floor(Math.random() * (Captcha.maxY - Captcha.minY + 1));
    if (Math.abs(locate({ ...drawCaptcha(answer, y, decoys), pieceY: y }) - answer) <= Captcha.tolerance) hits += 1;
  }
  print(what, hits / n, "info", `(${n} puzzles: the chance per round)`);
}

console.log(`captcha solver bench, ${tries} tries per attacker row`);
await row("review's solver: outline match + made-up drag, fresh addresses", "review-solver", tries, "fresh", "attacker");
await row("outline match + human-like drag, a fresh address every try", "outline-solver", tries, "fresh", "attacker");
await row("faintest matching hole + human-like drag, a fresh address every try", "faintest-hole", tries, "fresh", "attacker");
await row("outline match + human-like drag, a campaign from one address", "outline-solver", tries, "one-address", "attacker");
singlePuzzle("  one puzzle: best outline match hits the hole", locateHole, tries);
singlePuzzle("  one puzzle: faintest matching hole hits the hole", locateFaintestHole, tries);
// Beyond edge matching: what the images do not stop (README, "What is left").
await row("beyond the review: picture continuity + human-like drag, fresh addresses", "continuity", tries, "fresh", "info");
singlePuzzle("  one puzzle: picture continuity hits the hole", locateByContinuity, tries);
const people = Math.min(tries, 100);
await row("person, pointer drag (jittered hand-like track), calm service", "human-drag", people, "fresh", "person");
await row("person, keyboard (5 px a press, 33-50 ms apart), calm service", "human-keyboard", 10, "fresh", "person");
// A campaign of the careful solver, two of its tries to each person's: the pressure stays on.
const campaign = { strategy: "outline-solver", perTry: 2 } as const;
await row("person, pointer drag, during a campaign (2 script tries each)", "human-drag", people / 2, "fresh", "person", campaign);
await row("person, keyboard, during a campaign (2 script tries each)", "human-keyboard", 10, "fresh", "person", campaign);
