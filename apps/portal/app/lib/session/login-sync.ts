import { decideLoginSync, type LoginSyncDecision, type LoginSyncInput, readFilteredStorage, StorageKey } from "@cidp/domain";

/** What the page knows on load: the server's view of the session and the readable company cookie. */
export interface LoginSyncFacts {
  /** The server found a live session in the cookies. */
  loggedIn: boolean;
  /** The server saw a login token in the shared cookies (HttpOnly, so the page cannot). */
  cookieToken: boolean;
  /** The company the server confirmed for the session, if any. */
  confirmedCompanyId: string | null;
  /** The `login_dept_id` cookie as the page reads it now. */
  cookieDeptId: string | null;
}

// The page never holds the token (HttpOnly cookie); storage keeps a marker that this page has a session.
const SESSION_MARKER = "cookie-session";

/**
 * Login sync on header load (spec §4) through the domain's decision. The page's own state is the
 * client storage; a session the server confirmed fills it first, so a fresh log-in is not sent
 * round again. Returns the decision the caller acts on.
 */
export function syncLogin(facts: LoginSyncFacts, storage: SyncStorage): LoginSyncDecision {
  return decideLoginSync(loginSyncInput(facts, storage));
}

/** The storage the sync reads (through the domain's filter) and fills. */
export type SyncStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The login-sync input of this load, after a server-confirmed session has filled the storage. */
export function loginSyncInput(facts: LoginSyncFacts, storage: SyncStorage): LoginSyncInput {
  const read = (key: string) => readFilteredStorage(storage, key, { report: (report) => console.warn("storage value dropped:", report) });
  if (facts.loggedIn && (read(StorageKey.memberToken) === null || (facts.confirmedCompanyId !== null && facts.confirmedCompanyId === facts.cookieDeptId))) {
    storage.setItem(StorageKey.memberToken, SESSION_MARKER);
    storage.setItem(StorageKey.switchToCompanyId, facts.confirmedCompanyId ?? facts.cookieDeptId ?? "");
  }
  return {
    token: read(StorageKey.memberToken),
    companyId: read(StorageKey.switchToCompanyId),
    cookieToken: facts.cookieToken ? SESSION_MARKER : null,
    cookieDepartmentId: facts.cookieDeptId,
    variant: "strict",
  };
}

/** The hand-over address: /login-back with the company only; the server takes the token from the cookies. */
export function loginBackHandOver(departmentId: string): string {
  return `/login-back?${new URLSearchParams({ switchtocompanyid: departmentId }).toString()}`;
}
