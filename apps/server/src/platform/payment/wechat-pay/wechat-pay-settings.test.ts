import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readWeChatPaySettings, WECHAT_PAY_DEFAULT_BASE_URL } from "./wechat-pay-settings.ts";

const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
const platform = generateKeyPairSync("rsa", { modulusLength: 2048 });
const merchantPem = merchant.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const platformPem = platform.publicKey.export({ type: "spki", format: "pem" }).toString();
const ecPrivatePem = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const ecPublicPem = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).publicKey.export({ type: "spki", format: "pem" }).toString();
const shortRsaPem = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const encryptedPem = merchant.privateKey.export({ type: "pkcs8", format: "pem", cipher: "aes-256-cbc", passphrase: "secret" }).toString();
const apiV3Key = "0123456789abcdefghijABCDEFGHIJkl";

const complete = {
  WECHATPAY_MCHID: "1900000109",
  WECHATPAY_APPID: "wxd678efh567hg6787",
  WECHATPAY_MERCHANT_SERIAL: "3775B6A45ACD588826D15E583A95F5DD2C3B0F1A",
  WECHATPAY_PRIVATE_KEY: merchantPem,
  WECHATPAY_APIV3_KEY: apiV3Key,
  WECHATPAY_PLATFORM_PUBLIC_KEY: platformPem,
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: "PUB_KEY_ID_0114232134912410000000000000001",
};

const files: Record<string, string> = { "/keys/apiclient_key.pem": merchantPem, "/keys/pub_key.pem": platformPem };
const readText = (path: string) => {
  const text = files[path];
  if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: "ENOENT" });
  return text;
};

describe("readWeChatPaySettings", () => {
  it("reads complete settings given inline", () => {
    const reading = readWeChatPaySettings(complete, readText);
    if (!reading.ok) throw new Error(reading.problems.join("\n"));
    const { settings } = reading;
    expect(settings.mchid).toBe("1900000109");
    expect(settings.appid).toBe("wxd678efh567hg6787");
    expect(settings.merchantSerial).toBe(complete.WECHATPAY_MERCHANT_SERIAL);
    expect(settings.merchantPrivateKey.type).toBe("private");
    expect(settings.platformPublicKey.type).toBe("public");
    expect(settings.platformPublicKey.equals(platform.publicKey)).toBe(true);
    expect(settings.apiV3Key.equals(Buffer.from(apiV3Key))).toBe(true);
    expect(settings.platformPublicKeyId).toBe(complete.WECHATPAY_PLATFORM_PUBLIC_KEY_ID);
    expect(settings.baseUrl).toBe(WECHAT_PAY_DEFAULT_BASE_URL);
  });

  it("reads the keys from files, and inline PEMs written with \\n escapes", () => {
    const fromFiles = readWeChatPaySettings(
      {
        ...complete,
        WECHATPAY_PRIVATE_KEY: undefined,
        WECHATPAY_PRIVATE_KEY_FILE: "/keys/apiclient_key.pem",
        WECHATPAY_PLATFORM_PUBLIC_KEY: undefined,
        WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: "/keys/pub_key.pem",
      },
      readText,
    );
    expect(fromFiles.ok && fromFiles.settings.platformPublicKey.equals(platform.publicKey)).toBe(true);
    const escaped = readWeChatPaySettings({ ...complete, WECHATPAY_PRIVATE_KEY: merchantPem.trim().replaceAll("\n", "\\n") }, readText);
    expect(escaped.ok).toBe(true);
  });

  it("names every missing setting, one line each", () => {
    const reading = readWeChatPaySettings({}, readText);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? [] : reading.problems.map((problem) => problem.split(" ")[0])).toEqual([
      "WECHATPAY_MCHID",
      "WECHATPAY_APPID",
      "WECHATPAY_MERCHANT_SERIAL",
      "WECHATPAY_PRIVATE_KEY",
      "WECHATPAY_APIV3_KEY",
      "WECHATPAY_PLATFORM_PUBLIC_KEY",
      "WECHATPAY_PLATFORM_PUBLIC_KEY_ID",
    ]);
  });

  const refusals: Array<[string, Record<string, string | undefined>, RegExp]> = [
    ["a 商户号 with letters", { WECHATPAY_MCHID: "19000x0109" }, /^WECHATPAY_MCHID must be the 商户号, digits only$/],
    ["an APPID of the wrong form", { WECHATPAY_APPID: "1234" }, /^WECHATPAY_APPID must be the APPID/],
    ["a serial that is not hexadecimal", { WECHATPAY_MERCHANT_SERIAL: "not-a-serial" }, /^WECHATPAY_MERCHANT_SERIAL must be .*hexadecimal/],
    [
      "both a key and its file",
      { WECHATPAY_PRIVATE_KEY_FILE: "/keys/apiclient_key.pem" },
      /^WECHATPAY_PRIVATE_KEY and WECHATPAY_PRIVATE_KEY_FILE are both set/,
    ],
    [
      "a key file that cannot be read",
      { WECHATPAY_PRIVATE_KEY: undefined, WECHATPAY_PRIVATE_KEY_FILE: "/keys/missing.pem" },
      /^WECHATPAY_PRIVATE_KEY_FILE: cannot read \/keys\/missing\.pem \(ENOENT\)$/,
    ],
    ["a private key that is no PEM", { WECHATPAY_PRIVATE_KEY: "hunter2-hunter2-hunter2" }, /^WECHATPAY_PRIVATE_KEY is not a PEM RSA private key/],
    ["an EC private key", { WECHATPAY_PRIVATE_KEY: ecPrivatePem }, /^WECHATPAY_PRIVATE_KEY is not a PEM RSA private key .*: it is an ec key$/],
    ["an RSA key shorter than 2048 bits", { WECHATPAY_PRIVATE_KEY: shortRsaPem }, /RSA 2048, this one is shorter$/],
    [
      "a private key under a passphrase",
      { WECHATPAY_PRIVATE_KEY: encryptedPem },
      /^WECHATPAY_PRIVATE_KEY is not a PEM RSA private key \(apiclient_key\.pem, unencrypted\)$/,
    ],
    ["an APIv3 key of 31 bytes", { WECHATPAY_APIV3_KEY: apiV3Key.slice(1) }, /^WECHATPAY_APIV3_KEY must be exactly 32 bytes, it is 31$/],
    ["an APIv3 key of 11 Chinese characters (33 bytes)", { WECHATPAY_APIV3_KEY: "微信支付商户平台密钥设" }, /it is 33$/],
    [
      "the merchant's private key given as the platform key",
      { WECHATPAY_PLATFORM_PUBLIC_KEY: merchantPem },
      /^WECHATPAY_PLATFORM_PUBLIC_KEY is not a PEM RSA public key/,
    ],
    ["an EC platform key", { WECHATPAY_PLATFORM_PUBLIC_KEY: ecPublicPem }, /^WECHATPAY_PLATFORM_PUBLIC_KEY is not .*: it is an ec key$/],
    ["a platform key id of the wrong form", { WECHATPAY_PLATFORM_PUBLIC_KEY_ID: "0114232134912410" }, /^WECHATPAY_PLATFORM_PUBLIC_KEY_ID must be/],
    ["a base URL over plain http", { WECHATPAY_BASE_URL: "http://api.mch.weixin.qq.com" }, /^WECHATPAY_BASE_URL must be https/],
    ["a base URL with a path", { WECHATPAY_BASE_URL: "https://api.mch.weixin.qq.com/v3" }, /^WECHATPAY_BASE_URL must be an origin/],
    ["a base URL that is no URL", { WECHATPAY_BASE_URL: "api.mch.weixin.qq.com" }, /^WECHATPAY_BASE_URL must be an origin/],
  ];

  it.each(refusals)("refuses %s with one line naming the setting", (_case, change, expected) => {
    const reading = readWeChatPaySettings({ ...complete, ...change }, readText);
    expect(reading.ok).toBe(false);
    const problems = reading.ok ? [] : reading.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
    // No secret is ever repeated back: not the APIv3 key, not a line of a key.
    const told = problems.join("\n");
    for (const secret of [apiV3Key, change.WECHATPAY_APIV3_KEY, change.WECHATPAY_PRIVATE_KEY, change.WECHATPAY_PLATFORM_PUBLIC_KEY]) {
      for (const line of (secret ?? "").split("\n").filter((text) => text.length > 8 && !text.startsWith("-----"))) expect(told).not.toContain(line);
    }
  });

  it.each([
    ["http://127.0.0.1:43210", "http://127.0.0.1:43210"],
    ["http://localhost:8080/", "http://localhost:8080"],
    ["https://api2.mch.weixin.qq.com", "https://api2.mch.weixin.qq.com"],
  ])("takes the base URL %s (plain http to a loopback address only)", (given, origin) => {
    const reading = readWeChatPaySettings({ ...complete, WECHATPAY_BASE_URL: given }, readText);
    expect(reading.ok && reading.settings.baseUrl).toBe(origin);
  });

  describe("JSAPI (WECHATPAY_JSAPI=1)", () => {
    const appSecret = "0123456789abcdef0123456789ABCDEF";

    it("is off unless asked for, and needs nothing more then", () => {
      const reading = readWeChatPaySettings(complete, readText);
      expect(reading.ok && reading.settings.jsapi).toBeNull();
    });

    it("reads the AppSecret and WeChat's default hosts, or the fake's", () => {
      const reading = readWeChatPaySettings({ ...complete, WECHATPAY_JSAPI: "1", WECHATPAY_APP_SECRET: appSecret }, readText);
      expect(reading.ok && reading.settings.jsapi).toEqual({ appSecret, oauthBaseUrl: "https://open.weixin.qq.com", apiBaseUrl: "https://api.weixin.qq.com" });
      const local = readWeChatPaySettings(
        {
          ...complete,
          WECHATPAY_JSAPI: "1",
          WECHATPAY_APP_SECRET: appSecret,
          WECHAT_OAUTH_BASE_URL: "http://127.0.0.1:4000",
          WECHAT_API_BASE_URL: "http://127.0.0.1:4000/",
        },
        readText,
      );
      expect(local.ok && local.settings.jsapi).toMatchObject({ oauthBaseUrl: "http://127.0.0.1:4000", apiBaseUrl: "http://127.0.0.1:4000" });
    });

    it.each<[string, Record<string, string>, RegExp]>([
      ["no AppSecret", {}, /^WECHATPAY_APP_SECRET \(or WECHATPAY_APP_SECRET_FILE\) is required with WECHATPAY_JSAPI=1/],
      [
        "an AppSecret of the wrong form",
        { WECHATPAY_APP_SECRET: "short-secret" },
        /^WECHATPAY_APP_SECRET must be the 公众号's AppSecret: 32 letters or digits$/,
      ],
      [
        "an OAuth host over plain http",
        { WECHATPAY_APP_SECRET: appSecret, WECHAT_OAUTH_BASE_URL: "http://open.weixin.qq.com" },
        /^WECHAT_OAUTH_BASE_URL must be https/,
      ],
      [
        "an API host with a path",
        { WECHATPAY_APP_SECRET: appSecret, WECHAT_API_BASE_URL: "https://api.weixin.qq.com/sns" },
        /^WECHAT_API_BASE_URL must be an origin/,
      ],
    ])("refuses %s with one line naming the setting, never the secret", (_case, change, expected) => {
      const reading = readWeChatPaySettings({ ...complete, WECHATPAY_JSAPI: "1", ...change }, readText);
      const problems = reading.ok ? [] : reading.problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(expected);
      expect(problems[0]).not.toContain("short-secret");
    });
  });
});
