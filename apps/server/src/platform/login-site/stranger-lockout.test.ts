// No stranger can lock a member out: whatever strangers send from however many addresses (wrong
// passwords on the member's phone, wrong slider answers sent with it, SMS-alternative requests,
// SMS codes bought with solved sliders or the alternative until the phone's limits are spent),
// the member's own device with the right password gets in after at most one slider, and on the
// browser they logged in with before a solved slider still gets an SMS code that logs them in.
// The exact sequences of the findings first, then any interleaving.
import { loginServicePaths, memberPaths } from "@cidp/api-client/contract";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demo } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { devAnswerer, solveChallenge } from "../captcha/challenge-chain.ts";
import { KNOWN_DEVICE_COOKIE } from "../known-devices/known-devices.ts";
import { createTestClock, humanTrack, latestCode, submitForm } from "./test-helpers.ts";

const clock = createTestClock();
let t: TestApp;
/** The member's browser, known for the phone since a log-in through the login site's form. */
let knownBrowser = "";
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { rateLimit: false, now: clock.now });
  const proof = (await solveChallenge(t.app, devAnswerer(t.app, humanTrack), { remoteAddress: "198.51.100.77", phone: demo.first.phone })).proof ?? "";
  const loggedIn = await submitForm(t.app, "/login", { phone: demo.first.phone, password: demo.first.password, captchaProof: proof }, "", "198.51.100.77");
  const mark = loggedIn.cookies.find((cookie) => cookie.name === KNOWN_DEVICE_COOKIE);
  expect(mark?.httpOnly).toBe(true);
  knownBrowser = `${KNOWN_DEVICE_COOKIE}=${mark?.value ?? ""}`;
});
afterAll(() => t.close());
// A day later: every failure count, SMS limit and challenge of the case before is forgotten.
beforeEach(() => clock.advance(25 * 3_600_000));

const wrong = "Wrong@123456";
const memberDevice = "198.51.100.77";
const phone = demo.first.phone;

function token(password: string, from: string, captchaProof?: string) {
  return t.app.inject({
    method: "POST",
    url: memberPaths.oauthToken,
    payload: { phone, password, ...(captchaProof ? { captchaProof } : {}) },
    remoteAddress: from,
  });
}

/** A wrong slider answer sent with the member's phone, as the login site's page sends it. */
async function wrongSlider(from: string) {
  const generated = (await t.app.inject({ method: "GET", url: `${loginServicePaths.generate}?phone=${phone}`, remoteAddress: from })).json();
  if (generated.code !== 200) return generated.code as number;
  const { captchaId } = generated.data as { captchaId: string };
  const payload = { captchaId, x: 0, track: humanTrack(0), phone };
  return (await t.app.inject({ method: "POST", url: loginServicePaths.validate, payload, remoteAddress: from })).json().code as number;
}

/** The member solves the slider on their own device: the proof (null when refused). */
async function memberSolvesSlider() {
  return (await solveChallenge(t.app, devAnswerer(t.app, humanTrack), { remoteAddress: memberDevice, phone })).proof;
}

/** The member logs in with the right password: at most one slider, never a wait. The codes seen. */
async function memberLogsIn(): Promise<number[]> {
  const first = (await token(demo.first.password, memberDevice)).json().code as number;
  if (first !== 428) return [first];
  const proof = await memberSolvesSlider();
  if (!proof) return [first, 0];
  return [first, (await token(demo.first.password, memberDevice, proof)).json().code as number];
}

/** A solved slider buys an SMS code for the phone, on the member's known browser or another one. */
async function memberGetsSmsCode(browser: "known" | "unknown" = "known"): Promise<number> {
  const proof = await memberSolvesSlider();
  if (!proof) return 0;
  const sent = await t.app.inject({
    method: "POST",
    url: loginServicePaths.sendValidate,
    payload: { data: { phone, proof, purpose: "login" } },
    remoteAddress: memberDevice,
    headers: browser === "known" ? { cookie: knownBrowser } : {},
  });
  return sent.json().code as number;
}

/** The member logs in by SMS on the known browser: a code sent, typed into the form; the status of the form's answer. */
async function memberLogsInBySms(): Promise<number> {
  const sent = await memberGetsSmsCode();
  if (sent !== 200) return sent;
  const code = (await latestCode(t.app, phone)) ?? "";
  return (await submitForm(t.app, "/login/sms", { phone, code }, "", memberDevice, knownBrowser)).statusCode;
}

/** A stranger buys an SMS code for the member's phone with a slider solved from their own address. */
async function strangerBuysCode(from: string) {
  const { proof } = await solveChallenge(t.app, devAnswerer(t.app, humanTrack), { remoteAddress: from, phone });
  if (!proof) return 0;
  return (
    await t.app.inject({ method: "POST", url: loginServicePaths.sendValidate, payload: { data: { phone, proof, purpose: "login" } }, remoteAddress: from })
  ).json().code as number;
}

/** A stranger buys an SMS code for the member's phone through the SMS alternative (no puzzle). */
async function strangerBuysCodeWithoutPuzzle(from: string) {
  const assisted = (await t.app.inject({ method: "POST", url: loginServicePaths.assist, payload: { phone }, remoteAddress: from })).json();
  if (assisted.code !== 200) return assisted.code as number;
  const proof = (assisted.data as { proof: string }).proof;
  return (
    await t.app.inject({ method: "POST", url: loginServicePaths.sendValidate, payload: { data: { phone, proof, purpose: "login" } }, remoteAddress: from })
  ).json().code as number;
}

describe("strangers spending the phone's SMS limits", () => {
  it("leave the member's known browser its codes: a code sent and the SMS log-in done, while another browser waits", async () => {
    // Two codes through the alternative (its budget for the phone), then solved sliders from five
    // addresses, a minute apart (the phone's cooldown), until the phone's hourly limit refuses.
    const withoutPuzzle: number[] = [];
    for (const from of ["203.0.113.20", "203.0.113.21", "203.0.113.22"]) {
      clock.advance(61_000);
      withoutPuzzle.push(await strangerBuysCodeWithoutPuzzle(from));
    }
    expect(withoutPuzzle).toEqual([200, 200, 429]);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(61_000);
      answers.push(await strangerBuysCode(`203.0.113.${30 + i}`));
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    // Another browser of the member is held to the same limits as the strangers…
    expect(await memberGetsSmsCode("unknown")).toBe(429);
    // …the browser they logged in with before is not: its code comes and logs them in.
    expect(await memberLogsInBySms()).toBe(303);
  }, 60_000);

  it("never use up the tries of the code the member's known browser asked for", async () => {
    expect(await memberGetsSmsCode()).toBe(200);
    const code = (await latestCode(t.app, phone)) ?? "";
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 6; i++) await submitForm(t.app, "/login/sms", { phone, code: wrongCode }, "", `203.0.113.${40 + i}`);
    expect((await submitForm(t.app, "/login/sms", { phone, code }, "", memberDevice, knownBrowser)).statusCode).toBe(303);
  }, 60_000);
});

describe("the finding's sequence", () => {
  it("3 wrong passwords from one address, 2 from another, 5 wrong sliders with the phone: the member still gets in and gets a code", async () => {
    const [strangerA, strangerB] = ["203.0.113.10", "203.0.113.11"];
    for (let i = 0; i < 3; i++) expect((await token(wrong, strangerA)).json().code).toBe(400);
    for (let i = 0; i < 2; i++) expect((await token(wrong, strangerB)).json().code).toBe(400);
    for (let i = 0; i < 5; i++) expect(await wrongSlider(strangerA)).toBe(400);
    // The stranger's own address is blocked from the slider…
    expect(await wrongSlider(strangerA)).toBe(429);
    // …the member's device is asked for the slider once, solves it and is in.
    expect(await memberLogsIn()).toEqual([428, 200]);
    expect(await memberGetsSmsCode()).toBe(200);
    // The login site's form as well.
    const page = await submitForm(
      t.app,
      "/login",
      { phone, password: demo.first.password, captchaProof: (await memberSolvesSlider()) ?? "" },
      "",
      memberDevice,
    );
    expect(page.statusCode).toBe(303);
  }, 60_000);
});

/** What a stranger sends, from one of several addresses. */
type StrangerMove = { kind: "wrong-password" | "wrong-slider" | "assist" | "buy-code" | "buy-code-without-puzzle"; source: number };

const strangerMove: fc.Arbitrary<StrangerMove> = fc.record({
  kind: fc.constantFrom("wrong-password" as const, "wrong-slider" as const, "assist" as const, "buy-code" as const, "buy-code-without-puzzle" as const),
  source: fc.integer({ min: 0, max: 5 }),
});

async function play(move: StrangerMove) {
  const from = `203.0.113.${100 + move.source}`;
  if (move.kind === "wrong-password") await token(wrong, from);
  else if (move.kind === "wrong-slider") await wrongSlider(from);
  else if (move.kind === "buy-code") await strangerBuysCode(from);
  else if (move.kind === "buy-code-without-puzzle") await strangerBuysCodeWithoutPuzzle(from);
  else await t.app.inject({ method: "POST", url: loginServicePaths.assist, payload: { phone }, remoteAddress: from });
}

describe("any interleaving of strangers' traffic", () => {
  it("never refuses the member's own device more than one slider, nor its known browser an SMS log-in", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(strangerMove, { minLength: 1, maxLength: 24 }), async (moves) => {
        clock.advance(25 * 3_600_000);
        for (const move of moves) await play(move);
        const codes = await memberLogsIn();
        expect(codes.at(-1)).toBe(200);
        expect(codes.length === 1 || codes[0] === 428).toBe(true);
        expect(await memberLogsInBySms()).toBe(303);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
