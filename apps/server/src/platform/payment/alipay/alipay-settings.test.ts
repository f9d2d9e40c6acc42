import { createPrivateKey, createPublicKey, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ALIPAY_DEFAULT_GATEWAY, type AlipaySettings, readAlipaySettings } from "./alipay-settings.ts";

const app = generateKeyPairSync("rsa", { modulusLength: 2048 });
const alipay = generateKeyPairSync("rsa", { modulusLength: 2048 });
const small = generateKeyPairSync("rsa", { modulusLength: 1024 });
const ec = generateKeyPairSync("ec", { namedCurve: "prime256v1" });

const pkcs1 = app.privateKey.export({ format: "pem", type: "pkcs1" }).toString();
const pkcs8 = app.privateKey.export({ format: "pem", type: "pkcs8" }).toString();
/** How Alipay's key tool and console show keys: bare base64 of the DER. */
const bare = (der: Buffer) => der.toString("base64");
const alipaySpki = alipay.publicKey.export({ format: "pem", type: "spki" }).toString();
const alipayBare = bare(alipay.publicKey.export({ format: "der", type: "spki" }));

const valid = {
  ALIPAY_APP_ID: "2021004100000001",
  ALIPAY_SELLER_ID: "2088102100000001",
  ALIPAY_PRIVATE_KEY: pkcs1,
  ALIPAY_PUBLIC_KEY: alipayBare,
};

const files: Record<string, string> = { "/run/secrets/alipay-app-key": pkcs8, "/run/secrets/alipay-public-key": alipaySpki };
const readFile = (path: string) => {
  const text = files[path];
  if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: "ENOENT" });
  return text;
};

const read = (env: Record<string, string | undefined>) => readAlipaySettings(env, readFile);
const settingsOf = (env: Record<string, string | undefined>): AlipaySettings => {
  const reading = read(env);
  if (!reading.ok) throw new Error(reading.problems.join("\n"));
  return reading.settings;
};
/** The one key our settings hold must be the app's, whatever form it came in. */
const sameAppKey = (settings: AlipaySettings) =>
  createPrivateKey(settings.privateKeyPem)
    .export({ format: "der", type: "pkcs8" })
    .equals(app.privateKey.export({ format: "der", type: "pkcs8" }));

describe("Alipay settings", () => {
  it("reads a complete deployment, the keys normalised and the gateway defaulted", () => {
    const settings = settingsOf(valid);
    expect(settings).toMatchObject({ appId: "2021004100000001", sellerId: "2088102100000001", gateway: ALIPAY_DEFAULT_GATEWAY });
    expect(settings.privateKeyPem).toContain("-----BEGIN PRIVATE KEY-----");
    expect(sameAppKey(settings)).toBe(true);
    expect(createPublicKey(settings.alipayPublicKeyPem).export({ format: "pem", type: "spki" })).toBe(alipaySpki);
  });

  it.each([
    ["PKCS#1 PEM", { ALIPAY_PRIVATE_KEY: pkcs1 }],
    ["PKCS#8 PEM", { ALIPAY_PRIVATE_KEY: pkcs8 }],
    ["PKCS#8 bare base64 (the key tool's Java form)", { ALIPAY_PRIVATE_KEY: bare(app.privateKey.export({ format: "der", type: "pkcs8" })) }],
    ["PKCS#1 bare base64 (the key tool's other form)", { ALIPAY_PRIVATE_KEY: bare(app.privateKey.export({ format: "der", type: "pkcs1" })) }],
    ["a PEM on one line with \\n escapes", { ALIPAY_PRIVATE_KEY: pkcs1.replaceAll("\n", "\\n") }],
    ["a file", { ALIPAY_PRIVATE_KEY: undefined, ALIPAY_PRIVATE_KEY_FILE: "/run/secrets/alipay-app-key" }],
  ])("takes the application private key as %s", (_form, change) => {
    expect(sameAppKey(settingsOf({ ...valid, ...change }))).toBe(true);
  });

  it.each([
    ["SPKI PEM", { ALIPAY_PUBLIC_KEY: alipaySpki }],
    ["PKCS#1 PEM", { ALIPAY_PUBLIC_KEY: alipay.publicKey.export({ format: "pem", type: "pkcs1" }).toString() }],
    ["a file", { ALIPAY_PUBLIC_KEY: undefined, ALIPAY_PUBLIC_KEY_FILE: "/run/secrets/alipay-public-key" }],
  ])("takes Alipay's public key as %s", (_form, change) => {
    expect(settingsOf({ ...valid, ...change }).alipayPublicKeyPem).toBe(alipaySpki);
  });

  it("takes another gateway (Alipay's sandbox, the offline fake)", () => {
    expect(settingsOf({ ...valid, ALIPAY_GATEWAY: "https://openapi-sandbox.dl.alipaydev.com/gateway.do" }).gateway).toBe(
      "https://openapi-sandbox.dl.alipaydev.com/gateway.do",
    );
    expect(settingsOf({ ...valid, ALIPAY_GATEWAY: "http://127.0.0.1:4010/gateway.do" }).gateway).toBe("http://127.0.0.1:4010/gateway.do");
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    ["no APPID", { ALIPAY_APP_ID: undefined }, /^ALIPAY_APP_ID is required/],
    ["a malformed APPID", { ALIPAY_APP_ID: "2021-0041" }, /^ALIPAY_APP_ID must be an Alipay APPID/],
    ["no seller", { ALIPAY_SELLER_ID: "" }, /^ALIPAY_SELLER_ID is required/],
    ["a seller that is not a PID", { ALIPAY_SELLER_ID: "1088102100000001" }, /^ALIPAY_SELLER_ID must be the merchant's PID/],
    ["no private key", { ALIPAY_PRIVATE_KEY: undefined }, /^ALIPAY_PRIVATE_KEY or ALIPAY_PRIVATE_KEY_FILE is required/],
    ["the private key twice", { ALIPAY_PRIVATE_KEY_FILE: "/run/secrets/alipay-app-key" }, /^ALIPAY_PRIVATE_KEY and ALIPAY_PRIVATE_KEY_FILE are both set/],
    [
      "a missing key file",
      { ALIPAY_PRIVATE_KEY: undefined, ALIPAY_PRIVATE_KEY_FILE: "/run/secrets/none" },
      /^ALIPAY_PRIVATE_KEY_FILE: cannot read \/run\/secrets\/none \(ENOENT\)$/,
    ],
    ["a private key that is not one", { ALIPAY_PRIVATE_KEY: "not a key" }, /^ALIPAY_PRIVATE_KEY is not an RSA private key/],
    [
      "an encrypted private key",
      { ALIPAY_PRIVATE_KEY: app.privateKey.export({ format: "pem", type: "pkcs8", cipher: "aes-256-cbc", passphrase: "pw" }).toString() },
      /^ALIPAY_PRIVATE_KEY is encrypted/,
    ],
    ["a public key as the private one", { ALIPAY_PRIVATE_KEY: alipaySpki }, /^ALIPAY_PRIVATE_KEY is a PEM "PUBLIC KEY"/],
    ["an RSA key of 1024 bits", { ALIPAY_PRIVATE_KEY: small.privateKey.export({ format: "pem", type: "pkcs8" }).toString() }, /1024 bits: RSA2 needs 2048/],
    [
      "an EC key",
      { ALIPAY_PRIVATE_KEY: ec.privateKey.export({ format: "pem", type: "pkcs8" }).toString() },
      /is a ec key: Alipay's RSA2 signatures need an RSA key/,
    ],
    ["no Alipay public key", { ALIPAY_PUBLIC_KEY: undefined }, /^ALIPAY_PUBLIC_KEY or ALIPAY_PUBLIC_KEY_FILE is required/],
    [
      "a certificate (certificate mode)",
      { ALIPAY_PUBLIC_KEY: "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----" },
      /certificate mode \(公钥证书\) is not supported/,
    ],
    ["a private key as Alipay's public key", { ALIPAY_PUBLIC_KEY: pkcs8 }, /^ALIPAY_PUBLIC_KEY holds a private key/],
    [
      "a bare base64 private key as Alipay's public key",
      { ALIPAY_PUBLIC_KEY: bare(alipay.privateKey.export({ format: "der", type: "pkcs8" })) },
      /^ALIPAY_PUBLIC_KEY holds a private key/,
    ],
    ["garbage as Alipay's public key", { ALIPAY_PUBLIC_KEY: "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" }, /^ALIPAY_PUBLIC_KEY is not an RSA public key/],
    [
      "the application's own public key as Alipay's",
      { ALIPAY_PUBLIC_KEY: app.publicKey.export({ format: "pem", type: "spki" }).toString() },
      /is the application's own public key \(应用公钥\)/,
    ],
    ["a gateway that is not a URL", { ALIPAY_GATEWAY: "openapi.alipay.com" }, /^ALIPAY_GATEWAY must be an absolute URL/],
    ["a plain-HTTP gateway elsewhere", { ALIPAY_GATEWAY: "http://openapi.alipay.com/gateway.do" }, /^ALIPAY_GATEWAY must be an https:\/\/ address/],
    ["a gateway with a query", { ALIPAY_GATEWAY: "https://openapi.alipay.com/gateway.do?charset=utf-8" }, /^ALIPAY_GATEWAY must be a plain address/],
  ])("refuses %s, in one line naming the setting", (_case, change, problem) => {
    const reading = read({ ...valid, ...change });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems).toHaveLength(1);
    expect(reading.problems[0]).toMatch(problem);
  });

  it("lists every problem at once and never echoes a key", () => {
    const secret = bare(app.privateKey.export({ format: "der", type: "pkcs8" }));
    const reading = read({ ALIPAY_PRIVATE_KEY: `${secret.slice(0, 200)}!`, ALIPAY_PUBLIC_KEY: secret, ALIPAY_GATEWAY: "ftp://x" });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problems.map((problem) => problem.split(" ")[0])).toEqual([
      "ALIPAY_APP_ID",
      "ALIPAY_SELLER_ID",
      "ALIPAY_PRIVATE_KEY",
      "ALIPAY_PUBLIC_KEY",
      "ALIPAY_GATEWAY",
    ]);
    const said = reading.problems.join("\n");
    expect(said).not.toContain(secret.slice(0, 40));
    expect(said).not.toContain(secret.slice(-40));
  });
});
