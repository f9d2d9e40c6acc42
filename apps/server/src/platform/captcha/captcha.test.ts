import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { humanTrack } from "../login-site/test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every call from its own address: escalation (captcha-escalation.test.ts) stays out of these cases.
let nextAddress = 0;
const freshAddress = () => `10.55.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;

function decode(dataUrl: string): PNG {
  expect(dataUrl.startsWith("data:image/png;base64,")).toBe(true);
  return PNG.sync.read(Buffer.from(dataUrl.slice("data:image/png;base64,".length), "base64"));
}

async function generate() {
  const response = await t.app.inject({ method: "GET", url: loginServicePaths.generate, remoteAddress: freshAddress() });
  expect(response.statusCode).toBe(200);
  return response.json().data as { captchaId: string; backgroundImage: string; pieceImage: string; pieceY: number };
}

async function answerOf(captchaId: string): Promise<number> {
  const response = await t.app.inject({ method: "GET", url: `${platformPaths.devCaptchaAnswer}?captchaId=${captchaId}` });
  return (response.json().data as { x: number }).x;
}

function validate(captchaId: string, x: number, track = humanTrack(x)) {
  return t.app.inject({ method: "POST", url: loginServicePaths.validate, remoteAddress: freshAddress(), payload: { captchaId, x, track } });
}

describe("GET generate", () => {
  it("answers a 300×140 background and a 50×50 piece as PNG data URLs, with the piece's y", async () => {
    const challenge = await generate();
    const background = decode(challenge.backgroundImage);
    const piece = decode(challenge.pieceImage);
    expect([background.width, background.height]).toEqual([300, 140]);
    expect([piece.width, piece.height]).toEqual([50, 50]);
    expect(challenge.pieceY).toBeGreaterThanOrEqual(0);
    expect(challenge.pieceY).toBeLessThanOrEqual(90);
    // Outside the jigsaw shape the piece is transparent: the 40 px body never covers both the
    // top-left and the bottom-right corner of the 50 px box, and no knob reaches a corner.
    const alpha = (x: number, y: number) => piece.data[(y * 50 + x) * 4 + 3];
    expect(Math.min(alpha(0, 0) ?? 255, alpha(49, 49) ?? 255)).toBe(0);
  });

  it("puts the piece at a different place from one challenge to the next", async () => {
    const answers = new Set<number>();
    for (let i = 0; i < 6; i++) answers.add(await answerOf((await generate()).captchaId));
    expect(answers.size).toBeGreaterThan(1);
  });
});

describe("POST validate", () => {
  it("issues a proof for the right position with a plausible track", async () => {
    const { captchaId } = await generate();
    const response = await validate(captchaId, await answerOf(captchaId));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("accepts a drop within 4 px and refuses one 5 px off", async () => {
    const near = await generate();
    expect((await validate(near.captchaId, (await answerOf(near.captchaId)) + 4)).statusCode).toBe(200);
    const far = await generate();
    const response = await validate(far.captchaId, (await answerOf(far.captchaId)) - 5);
    expect(response.json().code).toBe(400);
    expect(response.json()).toMatchObject({ success: false, msg: "验证失败，请重新拖动滑块" });
  });

  it("refuses a replay of a solved challenge", async () => {
    const { captchaId } = await generate();
    const x = await answerOf(captchaId);
    expect((await validate(captchaId, x)).statusCode).toBe(200);
    expect((await validate(captchaId, x)).json().code).toBe(400);
  });

  it("refuses a track it has seen before, on a fresh challenge (a replayed drag)", async () => {
    const first = await generate();
    const x = await answerOf(first.captchaId);
    const track = humanTrack(x);
    expect((await validate(first.captchaId, x, track)).statusCode).toBe(200);
    // A challenge whose answer the same track also ends on (within 3 px), dropped right.
    let again = await generate();
    while (Math.abs((await answerOf(again.captchaId)) - x) > 3) again = await generate();
    expect((await validate(again.captchaId, await answerOf(again.captchaId), track)).json().code).toBe(400);
    // The same drag made afresh passes.
    const fresh = await generate();
    expect((await validate(fresh.captchaId, await answerOf(fresh.captchaId))).statusCode).toBe(200);
  });

  it("gives each challenge one try: a right answer after a wrong one is refused", async () => {
    const { captchaId } = await generate();
    const x = await answerOf(captchaId);
    expect((await validate(captchaId, x + 30)).json().code).toBe(400);
    expect((await validate(captchaId, x)).json().code).toBe(400);
  });

  it("refuses the right position with a track no person makes", async () => {
    const { captchaId } = await generate();
    const x = await answerOf(captchaId);
    const instant = [
      { x: 0, y: 0, t: 0 },
      { x, y: 0, t: 5 },
      { x, y: 0, t: 10 },
    ];
    expect((await validate(captchaId, x, instant)).json().code).toBe(400);
  });

  it("refuses an unknown challenge and a malformed body", async () => {
    expect((await validate("no-such-challenge", 100)).json().code).toBe(400);
    const response = await t.app.inject({ method: "POST", url: loginServicePaths.validate, payload: { captchaId: 1 } });
    expect(response.json().code).toBe(400);
  });
});
