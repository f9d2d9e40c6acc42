/** The company the member acts for, as the company-information call returns it (spec §3). */
export interface CompanyInfo {
  readonly id: string;
  readonly niceName: string;
  readonly tenantId: string;
  readonly accountHeader?: string | null;
}

/** The member's session state (spec §3); `cidpToken` is the platform token the spec writes `{product}Token`. */
export interface UserSessionState {
  readonly token: string | null;
  readonly cidpToken: string | null;
  readonly authorization: string | null;
  readonly companyInfo: CompanyInfo | null;
  readonly switchCompanyInfo: { readonly businessId: string } | null;
  readonly menus: readonly unknown[];
}

/** The logged-out session. */
export const EMPTY_SESSION: UserSessionState = { token: null, cidpToken: null, authorization: null, companyInfo: null, switchCompanyInfo: null, menus: [] };

/** Logged in means a token (spec §4). */
export function isLoggedIn(state: Pick<UserSessionState, "token"> | null | undefined): boolean {
  return Boolean(state?.token);
}

/** The company id requests carry: the switched business, else the company info's id. */
export function currentCompanyId(state: Pick<UserSessionState, "companyInfo" | "switchCompanyInfo">): string | null {
  return state.switchCompanyInfo?.businessId || state.companyInfo?.id || null;
}
