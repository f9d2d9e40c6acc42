/** The two header variants: one logs out when the shared cookies are gone, the other leaves it be (spec §4). */
export type LoginSyncVariant = "strict" | "lenient";

/** What the header knows on load: its own session and the shared cookies. */
export interface LoginSyncInput {
  /** The portal's own user token, or null when logged out here. */
  readonly token: string | null;
  /** The company the portal currently acts for. */
  readonly companyId: string | null;
  /** The token in the shared cookies. */
  readonly cookieToken: string | null;
  /** The department (company) id in the shared cookies. */
  readonly cookieDepartmentId: string | null;
  readonly variant: LoginSyncVariant;
}

/** What the header does next. */
export type LoginSyncDecision =
  | { readonly kind: "login-back"; readonly token: string; readonly departmentId: string }
  | { readonly kind: "force-logout" }
  | { readonly kind: "load" }
  | { readonly kind: "idle" };

/** Login sync on header load, in the spec's order (§4). Empty strings count as absent. */
export function decideLoginSync(input: LoginSyncInput): LoginSyncDecision {
  const token = input.token || null;
  const cookieToken = input.cookieToken || null;
  const cookieDepartmentId = input.cookieDepartmentId || null;
  if (token === null) {
    return cookieToken !== null && cookieDepartmentId !== null
      ? { kind: "login-back", token: cookieToken, departmentId: cookieDepartmentId }
      : { kind: "idle" };
  }
  if (cookieToken === null) return input.variant === "strict" ? { kind: "force-logout" } : { kind: "idle" };
  if (cookieDepartmentId !== null && cookieDepartmentId !== (input.companyId ?? "")) {
    return { kind: "login-back", token: cookieToken, departmentId: cookieDepartmentId };
  }
  return { kind: "load" };
}

/** The portal's own /login-back address for a token and company (spec §2). */
export function loginBackPath(token: string, companyId: string | null): string {
  const query = new URLSearchParams({ token });
  if (companyId) query.set("switchtocompanyid", companyId);
  return `/login-back?${query.toString()}`;
}
