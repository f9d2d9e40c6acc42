/** How a token request authenticated its client (RFC 6749 §2.3.1). */
export type ClientCredentials =
  | { kind: "found"; clientId: string; clientSecret: string }
  /** Neither HTTP Basic nor the body's client_id and client_secret. */
  | { kind: "none" }
  /** Both at once: RFC 6749 §2.3 allows one method per request. */
  | { kind: "twice" }
  /** An Authorization header that is not a readable Basic one. */
  | { kind: "malformed" };

/** RFC 6749 appendix B: the Basic user and password are form-urlencoded before base64. */
function formDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return null;
  }
}

/** The client credentials of a token request: from `Authorization: Basic …`, or from the body's fields. */
export function clientCredentialsOf(authorization: string | undefined, bodyId: string | undefined, bodySecret: string | undefined): ClientCredentials {
  const inBody = bodyId !== undefined || bodySecret !== undefined;
  if (authorization !== undefined && authorization.trim() !== "") {
    if (inBody) return { kind: "twice" };
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization.trim());
    if (!match?.[1]) return { kind: "malformed" };
    const decoded = Buffer.from(match[1], "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon < 0) return { kind: "malformed" };
    const clientId = formDecoded(decoded.slice(0, colon));
    const clientSecret = formDecoded(decoded.slice(colon + 1));
    if (clientId === null || clientSecret === null) return { kind: "malformed" };
    return { kind: "found", clientId, clientSecret };
  }
  if (bodyId && bodySecret) return { kind: "found", clientId: bodyId, clientSecret: bodySecret };
  return { kind: "none" };
}
