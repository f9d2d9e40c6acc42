import { describe, expect, it } from "vitest";
import { readSmsSettings } from "./sms.config.ts";
import { SMS_TEXT_PURPOSES } from "./sms-templates.ts";

const aliyunTemplates = SMS_TEXT_PURPOSES.map((purpose, index) => `${purpose}:SMS_15495${index}`).join(",");
const tencentTemplates = SMS_TEXT_PURPOSES.map((purpose, index) => `${purpose}:${1110 + index}`).join(",");
const aliyun = {
  SMS_PROVIDER: "aliyun",
  SMS_SIGN_NAME: "建筑产业互联网平台",
  SMS_TEMPLATES: aliyunTemplates,
  ALIYUN_SMS_ACCESS_KEY_ID: "LTAI5tExampleKeyId",
  ALIYUN_SMS_ACCESS_KEY_SECRET: "aliyun-secret-value-0123456789",
};
const tencent = {
  SMS_PROVIDER: "tencent",
  SMS_SIGN_NAME: "建筑产业互联网平台",
  SMS_TEMPLATES: tencentTemplates,
  TENCENT_SMS_SECRET_ID: "AKIDExampleSecretId",
  TENCENT_SMS_SECRET_KEY: "tencent-secret-value-0123456789",
  TENCENT_SMS_SDK_APP_ID: "1400006666",
  TENCENT_SMS_REGION: "ap-guangzhou",
};

const problemsOf = (env: NodeJS.ProcessEnv) => {
  const reading = readSmsSettings(env);
  return reading.ok ? [] : reading.problems;
};

describe("the SMS settings", () => {
  it("send to the development outbox when nothing is set, with the platform's sign name unless one is given", () => {
    expect(readSmsSettings({})).toEqual({ ok: true, settings: { provider: "outbox", signName: "建筑产业互联网平台" } });
    expect(readSmsSettings({ SMS_PROVIDER: "outbox", SMS_SIGN_NAME: "长春建筑" })).toEqual({
      ok: true,
      settings: { provider: "outbox", signName: "长春建筑" },
    });
  });

  it("read an Aliyun deployment: keys, sign name, a template for every kind of text, the endpoint when given", () => {
    const reading = readSmsSettings({ ...aliyun, ALIYUN_SMS_ENDPOINT: "http://127.0.0.1:8787" });
    expect(reading).toMatchObject({
      ok: true,
      settings: { provider: "aliyun", signName: "建筑产业互联网平台", accessKeyId: "LTAI5tExampleKeyId", accessKeySecret: "aliyun-secret-value-0123456789" },
    });
    if (!reading.ok || reading.settings.provider !== "aliyun") throw new Error("not read");
    expect(reading.settings.templates).toMatchObject({ login: "SMS_154950", "quote-reminder": `SMS_15495${SMS_TEXT_PURPOSES.length - 1}` });
    expect(Object.keys(reading.settings.templates).sort()).toEqual([...SMS_TEXT_PURPOSES].sort());
    expect(reading.settings.endpoint?.host).toBe("127.0.0.1:8787");
    expect(readSmsSettings(aliyun)).toMatchObject({ ok: true, settings: { endpoint: null } });
  });

  it("read a Tencent deployment, and let several kinds share one template", () => {
    const shared = SMS_TEXT_PURPOSES.map((purpose) => `${purpose}:1110`).join(" , ");
    expect(readSmsSettings({ ...tencent, SMS_TEMPLATES: shared })).toMatchObject({
      ok: true,
      settings: { provider: "tencent", sdkAppId: "1400006666", region: "ap-guangzhou", templates: { login: "1110", "award-won": "1110" } },
    });
  });

  // One row per missing or malformed value: each answers its own line naming the setting.
  it.each([
    ["an unknown provider", { SMS_PROVIDER: "yunpian" }, ["SMS_PROVIDER must be one of aliyun, tencent, outbox"]],
    ["Aliyun without its AccessKey ID", { ...aliyun, ALIYUN_SMS_ACCESS_KEY_ID: "" }, ["ALIYUN_SMS_ACCESS_KEY_ID is required with SMS_PROVIDER=aliyun"]],
    [
      "Aliyun without its secret",
      { ...aliyun, ALIYUN_SMS_ACCESS_KEY_SECRET: undefined },
      ["ALIYUN_SMS_ACCESS_KEY_SECRET is required with SMS_PROVIDER=aliyun"],
    ],
    ["Aliyun without a sign name", { ...aliyun, SMS_SIGN_NAME: " " }, ["SMS_SIGN_NAME is required with SMS_PROVIDER=aliyun"]],
    ["Aliyun without templates", { ...aliyun, SMS_TEMPLATES: undefined }, ["SMS_TEMPLATES is required with SMS_PROVIDER=aliyun"]],
    ["a sign name in brackets", { ...aliyun, SMS_SIGN_NAME: "【建筑产业互联网平台】" }, ["SMS_SIGN_NAME must be the approved sign name itself"]],
    ["a one-character sign name", { ...aliyun, SMS_SIGN_NAME: "建" }, ["SMS_SIGN_NAME must be the approved sign name itself"]],
    [
      "an Aliyun endpoint with a path",
      { ...aliyun, ALIYUN_SMS_ENDPOINT: "https://dysmsapi.aliyuncs.com/sms" },
      ["ALIYUN_SMS_ENDPOINT must be an http(s) URL with no path"],
    ],
    [
      "an Aliyun endpoint that is no URL",
      { ...aliyun, ALIYUN_SMS_ENDPOINT: "dysmsapi.aliyuncs.com" },
      ["ALIYUN_SMS_ENDPOINT must be an http(s) URL with no path"],
    ],
    [
      "a Tencent template code for Aliyun",
      { ...aliyun, SMS_TEMPLATES: aliyunTemplates.replace("login:SMS_154950", "login:1110") },
      ['SMS_TEMPLATES: "1110" (login) must be an Aliyun template code'],
    ],
    [
      "an Aliyun template code for Tencent",
      { ...tencent, SMS_TEMPLATES: tencentTemplates.replace("login:1110", "login:SMS_154950") },
      ['SMS_TEMPLATES: "SMS_154950" (login) must be a Tencent template ID'],
    ],
    ["a template entry without its purpose", { ...aliyun, SMS_TEMPLATES: `${aliyunTemplates},SMS_1` }, ['SMS_TEMPLATES: "SMS_1" is not purpose:template']],
    ["an unknown purpose", { ...aliyun, SMS_TEMPLATES: `${aliyunTemplates},logout:SMS_1` }, ['SMS_TEMPLATES: unknown purpose "logout"']],
    ["a purpose listed twice", { ...aliyun, SMS_TEMPLATES: `${aliyunTemplates},login:SMS_2` }, ["SMS_TEMPLATES: login is listed twice"]],
    [
      "a kind of text without its template",
      { ...aliyun, SMS_TEMPLATES: aliyunTemplates.replace(/,?award-won:SMS_\d+/, "") },
      ["SMS_TEMPLATES has no template for award-won (the award notice to the winning supplier; variables: title)"],
    ],
    ["Tencent without its SecretId", { ...tencent, TENCENT_SMS_SECRET_ID: undefined }, ["TENCENT_SMS_SECRET_ID is required with SMS_PROVIDER=tencent"]],
    ["Tencent without its SecretKey", { ...tencent, TENCENT_SMS_SECRET_KEY: "" }, ["TENCENT_SMS_SECRET_KEY is required with SMS_PROVIDER=tencent"]],
    ["Tencent without its SdkAppId", { ...tencent, TENCENT_SMS_SDK_APP_ID: undefined }, ["TENCENT_SMS_SDK_APP_ID is required with SMS_PROVIDER=tencent"]],
    ["an SdkAppId that is no number", { ...tencent, TENCENT_SMS_SDK_APP_ID: "sms-app" }, ["TENCENT_SMS_SDK_APP_ID must be the SMS application's SdkAppId"]],
    ["Tencent without its region", { ...tencent, TENCENT_SMS_REGION: undefined }, ["TENCENT_SMS_REGION is required with SMS_PROVIDER=tencent"]],
    [
      "a region Tencent SMS does not answer in",
      { ...tencent, TENCENT_SMS_REGION: "ap-shanghai" },
      ["TENCENT_SMS_REGION must be one of ap-guangzhou, ap-beijing, ap-nanjing"],
    ],
    [
      "a Tencent endpoint with a query",
      { ...tencent, TENCENT_SMS_ENDPOINT: "https://sms.tencentcloudapi.com/?a=1" },
      ["TENCENT_SMS_ENDPOINT must be an http(s) URL with no path"],
    ],
  ] as const)("refuse %s with exactly its line", (_, env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(expected.length);
    for (const [index, line] of expected.entries()) expect(problems[index]).toContain(line);
  });

  it("name every missing value at once, each on its line", () => {
    const problems = problemsOf({ SMS_PROVIDER: "tencent" });
    expect(problems.map((line) => line.split(" ")[0])).toEqual([
      "TENCENT_SMS_SDK_APP_ID",
      "TENCENT_SMS_REGION",
      "SMS_SIGN_NAME",
      "SMS_TEMPLATES",
      "TENCENT_SMS_SECRET_ID",
      "TENCENT_SMS_SECRET_KEY",
    ]);
    // Every kind of text missing from SMS_TEMPLATES is a line of its own.
    expect(problemsOf({ ...aliyun, SMS_TEMPLATES: "login:SMS_1" }).filter((line) => line.startsWith("SMS_TEMPLATES has no template for"))).toHaveLength(
      SMS_TEXT_PURPOSES.length - 1,
    );
  });

  it("never quote a secret back, even a malformed one", () => {
    const problems = problemsOf({ ...aliyun, ALIYUN_SMS_ACCESS_KEY_SECRET: "leaked secret-value" });
    expect(problems).toEqual([expect.stringContaining("ALIYUN_SMS_ACCESS_KEY_SECRET must not contain spaces")]);
    expect(problems.join()).not.toContain("leaked");
  });
});
