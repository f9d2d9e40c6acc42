import { createPrivateKey, createPublicKey, type KeyObject } from "node:crypto";
import { readFileSync } from "node:fs";

/** Alipay's production gateway (OpenAPI 2.0, where 电脑网站支付 and 手机网站支付 live). */
export const ALIPAY_DEFAULT_GATEWAY = "https://openapi.alipay.com/gateway.do";

/** What the Alipay adapter needs, read and checked once at start. */
export interface AlipaySettings {
  /** The APPID of the 网页/移动应用 that signed 电脑网站支付 and 手机网站支付. */
  appId: string;
  /** The merchant's PID (2088 and 12 digits): the seller_id every notification must name. */
  sellerId: string;
  /** The application private key (应用私钥), normalised to PKCS#8 PEM whatever form it was given in. */
  privateKeyPem: string;
  /** Alipay's public key (支付宝公钥, public-key mode) as SPKI PEM: it checks Alipay's answers and notifications. */
  alipayPublicKeyPem: string;
  gateway: string;
}

/** The settings, or one line per missing or malformed one (naming the variable, never a secret's value). */
export type AlipaySettingsReading = { ok: true; settings: AlipaySettings } | { ok: false; problems: string[] };

type Environment = Readonly<Record<string, string | undefined>>;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Reads ALIPAY_APP_ID, ALIPAY_SELLER_ID, ALIPAY_PRIVATE_KEY or ALIPAY_PRIVATE_KEY_FILE,
 * ALIPAY_PUBLIC_KEY or ALIPAY_PUBLIC_KEY_FILE and ALIPAY_GATEWAY. Pure but for `readFile`, which
 * the tests replace. Keys are taken as PEM (PKCS#1 or PKCS#8 for the private key, SPKI or PKCS#1
 * for the public one) or as the bare base64 that Alipay's key tool and its console show.
 */
export function readAlipaySettings(env: Environment, readFile: (path: string) => string = (path) => readFileSync(path, "utf8")): AlipaySettingsReading {
  const problems: string[] = [];

  const appId = env.ALIPAY_APP_ID?.trim() ?? "";
  if (!appId) problems.push("ALIPAY_APP_ID is required (the APPID of the 网页/移动应用 on the Alipay open platform, 16 digits)");
  else if (!/^\d{16}$/.test(appId)) problems.push("ALIPAY_APP_ID must be an Alipay APPID: 16 digits, e.g. 2021004100000000");

  const sellerId = env.ALIPAY_SELLER_ID?.trim() ?? "";
  if (!sellerId) problems.push("ALIPAY_SELLER_ID is required (the merchant's PID, 2088 and 12 digits: notifications are checked against it)");
  else if (!/^2088\d{12}$/.test(sellerId)) problems.push("ALIPAY_SELLER_ID must be the merchant's PID: 2088 followed by 12 digits");

  const privateKeyGiven = readKeyText(env, "ALIPAY_PRIVATE_KEY", "the application private key 应用私钥", readFile, problems);
  const privateKey = privateKeyGiven && parsePrivateKey(privateKeyGiven, problems);

  const publicKeyGiven = readKeyText(env, "ALIPAY_PUBLIC_KEY", "支付宝公钥, Alipay's public key of public-key mode", readFile, problems);
  const alipayPublicKey = publicKeyGiven && parseAlipayPublicKey(publicKeyGiven, problems);

  // The commonest mix-up: the 应用公钥 (uploaded to Alipay) pasted where Alipay's own key belongs.
  if (publicKeyGiven && privateKey && alipayPublicKey && samePublicKey(createPublicKey(privateKey), alipayPublicKey)) {
    problems.push(
      `${publicKeyGiven.source} is the application's own public key (应用公钥), not Alipay's: copy 支付宝公钥 from the application's 接口加签方式 on the open platform`,
    );
  }

  const gateway = readGateway(env.ALIPAY_GATEWAY, problems);

  if (problems.length > 0 || !privateKey || !alipayPublicKey || !gateway) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      appId,
      sellerId,
      privateKeyPem: privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
      alipayPublicKeyPem: alipayPublicKey.export({ format: "pem", type: "spki" }).toString(),
      gateway,
    },
  };
}

/** A key's text and the variable it came from (named in a problem, never the text). */
interface GivenKey {
  text: string;
  source: string;
}

/** A key given inline (NAME) or in a file (NAME_FILE, the form secrets managers mount): exactly one of them. */
function readKeyText(env: Environment, name: string, what: string, readFile: (path: string) => string, problems: string[]): GivenKey | null {
  const inline = env[name]?.trim() ?? "";
  const path = env[`${name}_FILE`]?.trim() ?? "";
  if (inline && path) {
    problems.push(`${name} and ${name}_FILE are both set: give ${what} one way only`);
    return null;
  }
  if (!inline && !path) {
    problems.push(`${name} or ${name}_FILE is required (${what})`);
    return null;
  }
  // An env file often keeps a PEM on one line with \n escapes.
  if (inline) return { text: inline.replaceAll("\\n", "\n"), source: name };
  try {
    return { text: readFile(path), source: `${name}_FILE (${path})` };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
    problems.push(`${name}_FILE: cannot read ${path} (${code})`);
    return null;
  }
}

const PEM_LABEL = /-----BEGIN ([A-Z0-9 ]+)-----/;

/** The body of a bare base64 key (the form Alipay's tools show), or null when it is not one. */
function bareBase64(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, "");
  if (compact.length < 64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, "base64");
}

function parsePrivateKey({ text, source }: GivenKey, problems: string[]): KeyObject | null {
  const label = PEM_LABEL.exec(text)?.[1];
  let key: KeyObject | null = null;
  if (label === "ENCRYPTED PRIVATE KEY") {
    problems.push(`${source} is encrypted: give the application private key without a passphrase (store the file protected instead)`);
    return null;
  }
  if (label === "RSA PRIVATE KEY" || label === "PRIVATE KEY") key = attempt(() => createPrivateKey({ key: text, format: "pem" }));
  else if (label === undefined) {
    const der = bareBase64(text);
    // Alipay's key tool writes PKCS#8 for Java and PKCS#1 for other languages: try both.
    if (der)
      key =
        attempt(() => createPrivateKey({ key: der, format: "der", type: "pkcs8" })) ??
        attempt(() => createPrivateKey({ key: der, format: "der", type: "pkcs1" }));
  }
  if (!key) {
    const known = label === undefined || label === "RSA PRIVATE KEY" || label === "PRIVATE KEY";
    problems.push(
      known ? `${source} is not an RSA private key in PEM (PKCS#1 or PKCS#8) or bare base64` : `${source} is a PEM "${label}", not the application private key`,
    );
    return null;
  }
  return checkRsa2(key, source, problems) ? key : null;
}

function parseAlipayPublicKey({ text, source }: GivenKey, problems: string[]): KeyObject | null {
  const label = PEM_LABEL.exec(text)?.[1];
  if (label === "CERTIFICATE") {
    problems.push(`${source} is a certificate: certificate mode (公钥证书) is not supported, give 支付宝公钥 of public-key mode`);
    return null;
  }
  if (label?.includes("PRIVATE")) {
    problems.push(`${source} holds a private key: it must be 支付宝公钥, Alipay's public key`);
    return null;
  }
  let key: KeyObject | null = null;
  if (label === "PUBLIC KEY" || label === "RSA PUBLIC KEY") key = attempt(() => createPublicKey({ key: text, format: "pem" }));
  else if (label === undefined) {
    const der = bareBase64(text);
    // Node derives a public key from a private one (even from DER said to be PKCS#1), so a
    // private key pasted here would pass unnoticed: it is looked for first.
    if (
      der &&
      (attempt(() => createPrivateKey({ key: der, format: "der", type: "pkcs8" })) ||
        attempt(() => createPrivateKey({ key: der, format: "der", type: "pkcs1" })))
    ) {
      problems.push(`${source} holds a private key: it must be 支付宝公钥, Alipay's public key`);
      return null;
    }
    if (der)
      key =
        attempt(() => createPublicKey({ key: der, format: "der", type: "spki" })) ?? attempt(() => createPublicKey({ key: der, format: "der", type: "pkcs1" }));
  }
  if (!key) {
    problems.push(`${source} is not an RSA public key in PEM or bare base64 (支付宝公钥 as the open platform shows it)`);
    return null;
  }
  return checkRsa2(key, source, problems) ? key : null;
}

/** RSA2 is SHA256withRSA over a key of at least 2048 bits (Alipay's own keys are 2048). */
function checkRsa2(key: KeyObject, name: string, problems: string[]): boolean {
  if (key.asymmetricKeyType !== "rsa") {
    problems.push(`${name} is a ${key.asymmetricKeyType ?? "non-RSA"} key: Alipay's RSA2 signatures need an RSA key`);
    return false;
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) {
    problems.push(`${name} is an RSA key of ${bits} bits: RSA2 needs 2048 bits or more`);
    return false;
  }
  return true;
}

function samePublicKey(a: KeyObject, b: KeyObject): boolean {
  return a.export({ format: "der", type: "spki" }).equals(b.export({ format: "der", type: "spki" }));
}

function readGateway(value: string | undefined, problems: string[]): string | null {
  const text = value?.trim() || ALIPAY_DEFAULT_GATEWAY;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    problems.push(`ALIPAY_GATEWAY must be an absolute URL, e.g. ${ALIPAY_DEFAULT_GATEWAY}`);
    return null;
  }
  // Plain HTTP only to this machine: the offline tests' fake gateway.
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    problems.push("ALIPAY_GATEWAY must be an https:// address (http:// only for a gateway on this machine)");
    return null;
  }
  if (url.username || url.password || url.search || url.hash) {
    problems.push("ALIPAY_GATEWAY must be a plain address, without credentials, query or fragment");
    return null;
  }
  return url.toString();
}

function attempt<T>(make: () => T): T | null {
  try {
    return make();
  } catch {
    return null;
  }
}
