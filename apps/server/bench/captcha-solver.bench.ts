// The captcha against the solver of the security review (outline matching plus a made-up drag),
// and the human paths beside it. Run with `pnpm --filter @cidp/server bench:captcha` (CAPTCHA_TRIES).
import { randomInt } from "node:crypto";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/database.ts";
import { seed } from "../src/db/seed.ts";
import { Captcha } from "../src/modules/captcha/captcha.constants.ts";
import { drawCaptcha } from "../src/modules/captcha/captcha-image.ts";
import { locateHole } from "../src/modules/captcha/outline-solver.ts";
import { passRate } from "../src/modules/captcha/solver-run.ts";

const tries = Number(process.env.CAPTCHA_TRIES ?? 200);
const database = await openDatabase({ memory: true });
await seed(database.db);
const app = await buildApp({ db: database.db, rateLimit: false, devHelpers: true });

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const row = (what: string, rate: number, target: string, met: boolean) =>
  console.log(`  ${what.padEnd(58)} ${percent(rate).padStart(8)}   target ${target.padEnd(7)} ${met ? "met" : "NOT MET"}`);

// The drawing before this change had one hole and no decoys: how often the outline finds it.
let foundWithoutDecoys = 0;
for (let i = 0; i < tries; i++) {
  const x = randomInt(Captcha.minX, Captcha.maxX + 1);
  const y = randomInt(Captcha.minY, Captcha.maxY + 1);
  if (Math.abs(locateHole({ ...drawCaptcha(x, y, []), pieceY: y }) - x) <= Captcha.tolerance) foundWithoutDecoys += 1;
}

console.log(`captcha solver bench, ${tries} tries per row`);
row("outline solver, one hole (the drawing before decoys)", foundWithoutDecoys / tries, "-", true);
const fresh = await passRate(app, "outline-solver", tries, "fresh");
row("outline solver, a fresh address every try", fresh, "≤ 10 %", fresh <= 0.1);
const campaign = await passRate(app, "outline-solver", tries, "one-address");
row("outline solver, a campaign from one address (escalation)", campaign, "≤ 10 %", campaign <= 0.1);
const drag = await passRate(app, "human-drag", Math.min(tries, 100), "fresh");
row("person, eased pointer drag", drag, "≥ 90 %", drag >= 0.9);
const keyboard = await passRate(app, "human-keyboard", 10, "fresh");
row("person, keyboard (5 px a press, 40 ms)", keyboard, "≥ 90 %", keyboard >= 0.9);
await app.close();
await database.close();
