/** Lifetime of the shared login cookies: 7 days (spec §9). */
export const COOKIE_MAX_AGE_SECONDS = 604_800;

/** Client storage keys of spec §3/§9, spelt as sibling sites read them. */
export const StorageKey = {
  adminToken: "Admin-Token",
  memberToken: "Member-Token",
  switchToCompanyId: "SwitchToCompanyId",
  /** The chat's unread message ids per chat (spec §3: chatUnreadId is kept in local storage). */
  chatUnreadId: "chatUnreadId",
} as const;

/** A client storage key. */
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/** Slices of client state cached in local storage on unload and restored on load (spec §4). */
export const PersistedStateKey = {
  user: "user",
  equipment: "equipment",
  userStore: "userStore",
} as const;

/** A persisted state slice's key. */
export type PersistedStateKey = (typeof PersistedStateKey)[keyof typeof PersistedStateKey];

/**
 * Shared cookies a logout removes (spec §4). The spec names their meaning only; these spellings
 * are ours and shared with the login site, which sets them on the parent domain.
 */
export const LoginCookie = {
  /** The login site's access token. */
  accessToken: "login_access_token",
  /** The department (company) the login site last acted for. */
  departmentId: "login_dept_id",
  /** The product's own platform token (`{product}Token`). */
  productToken: "cidp_token",
} as const;

/** A shared login cookie's name. */
export type LoginCookie = (typeof LoginCookie)[keyof typeof LoginCookie];
