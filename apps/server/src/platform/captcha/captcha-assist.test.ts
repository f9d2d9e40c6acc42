import { loginServicePaths, platformPaths } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { CaptchaAssist, CaptchaEscalation } from "./captcha.constants.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextAddress = 0;
const freshAddress = () => `10.77.${Math.floor(++nextAddress / 250)}.${(nextAddress % 250) + 1}`;
let nextPhone = 0;
const freshPhone = () => `1391100${String(++nextPhone).padStart(4, "0")}`;

function assist(phone: unknown, remoteAddress = freshAddress()) {
  return t.app.inject({ method: "POST", url: loginServicePaths.assist, remoteAddress, payload: { phone } });
}

function send(phone: string, proof: string, remoteAddress = freshAddress()) {
  return t.app.inject({ method: "POST", url: loginServicePaths.sendValidate, remoteAddress, payload: { data: { phone, proof, purpose: "register" } } });
}

/** The envelope's code: the service answers refusals in the envelope (spec §7). */
const codeOf = (response: { json(): unknown }) => (response.json() as { code: number }).code;

async function outbox(phone: string): Promise<unknown[]> {
  const response = await t.app.inject({ method: "GET", url: `${platformPaths.devSmsOutbox}?phone=${phone}` });
  return response.json().data as unknown[];
}

describe("POST assist (the SMS alternative to the puzzle)", () => {
  it("hands out a proof that sends one code to its own phone, once", async () => {
    const phone = freshPhone();
    const response = await assist(phone);
    expect(codeOf(response)).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { proof } = response.json().data as { proof: string };
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(codeOf(await send(phone, proof))).toBe(200);
    expect(await outbox(phone)).toHaveLength(1);
    // Spent.
    const again = await send(phone, proof);
    expect(codeOf(again)).toBe(400);
    expect(again.json().msg).toBe("请先完成滑块验证");
  });

  it("is refused for any other phone: the code must reach the phone it was asked for", async () => {
    const [phone, other] = [freshPhone(), freshPhone()];
    const { proof } = (await assist(phone)).json().data as { proof: string };
    const elsewhere = await send(other, proof);
    expect(codeOf(elsewhere)).toBe(400);
    expect(await outbox(other)).toHaveLength(0);
    // Trying it elsewhere did not spend it: it still works for its own phone.
    expect(codeOf(await send(phone, proof))).toBe(200);
  });

  it("refuses what is no phone, in Chinese", async () => {
    for (const phone of ["12345", "2391100000", "", 13911000000, null]) {
      const response = await assist(phone);
      expect(codeOf(response)).toBe(400);
      expect(response.json().msg).toBe("请输入正确的11位手机号");
    }
  });

  it("keeps to its budget per phone and per address", async () => {
    const phone = freshPhone();
    for (let i = 0; i < CaptchaAssist.perPhone; i++) expect(codeOf(await assist(phone))).toBe(200);
    const refused = await assist(phone);
    expect(codeOf(refused)).toBe(429);
    expect(refused.json().msg).toBe("短信验证次数过多，请15分钟后再试，或使用拼图验证");

    const address = freshAddress();
    for (let i = 0; i < CaptchaAssist.perAddress; i++) expect(codeOf(await assist(freshPhone(), address))).toBe(200);
    expect(codeOf(await assist(freshPhone(), address))).toBe(429);
  });

  it("gives an address blocked for failed puzzles nothing either", async () => {
    const address = freshAddress();
    for (let i = 0; i < CaptchaEscalation.blockAfter; i++) {
      const { captchaId } = (await t.app.inject({ method: "GET", url: loginServicePaths.generate, remoteAddress: address })).json().data as {
        captchaId: string;
      };
      await t.app.inject({ method: "POST", url: loginServicePaths.validate, remoteAddress: address, payload: { captchaId, x: 0, track: [] } });
    }
    const response = await assist(freshPhone(), address);
    expect(codeOf(response)).toBe(429);
    expect(response.json().msg).toContain("验证失败次数过多");
  });
});

describe("the SMS alternative's budget for the whole service", () => {
  it("stops at perService in a window, whatever the addresses and phones", async () => {
    const app = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < CaptchaAssist.perService + 2; i++) {
        const response = await app.app.inject({
          method: "POST",
          url: loginServicePaths.assist,
          remoteAddress: freshAddress(),
          payload: { phone: freshPhone() },
        });
        statuses.push(codeOf(response));
        if (codeOf(response) === 429) expect(response.json().msg).toBe("短信验证暂时繁忙，请稍后再试，或使用拼图验证");
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(CaptchaAssist.perService);
      expect(statuses.slice(-2)).toEqual([429, 429]);
    } finally {
      await app.close();
    }
  });
});
