import { type ApiClient, getSwitchBusinessToken } from "@cidp/api-client";
import { companySwitchMachine, StorageKey } from "@cidp/domain";
import { fromPromise } from "xstate";
import { storeSwitchToken } from "../../lib/session/switch-business.ts";

/** What the header gives the company switch: its client, the page's storage and the effects it shows. */
export interface CompanySwitchEffects {
  client: ApiClient;
  storage: Pick<Storage, "setItem">;
  /** Shows a business in the selector: the one picked, or the previous one again after a failure. */
  showBusiness: (businessId: string) => void;
  /** Loads the loaders' data again, the session's user and company included. */
  reloadUserInfo: () => Promise<void>;
  reload: () => void;
  reportFailure: (error: unknown) => void;
  /** The portal's own server is reached with this (the page's `fetch` by default). */
  fetch?: typeof fetch;
}

/**
 * The company switch (spec §4) on the domain's machine. The token bound to the chosen business is
 * stored by handing it to the portal's server, which checks it and sets the shared HttpOnly cookies
 * (access token and department id); then user info reloads, the choice is saved and the page
 * reloads after 100 ms.
 */
export function portalCompanySwitch(effects: CompanySwitchEffects) {
  const send = effects.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return companySwitchMachine.provide({
    actions: {
      setBusiness: (_, { businessId }) => effects.showBusiness(businessId),
      saveState: (_, { businessId }) => effects.storage.setItem(StorageKey.switchToCompanyId, businessId),
      reloadPage: () => effects.reload(),
      reportFailure: (_, { error }) => effects.reportFailure(error),
    },
    actors: {
      requestToken: fromPromise<string, { readonly businessId: string }>(
        async ({ input }) => (await getSwitchBusinessToken(effects.client, { businessId: Number(input.businessId) })).data.token,
      ),
      storeToken: fromPromise<void, { readonly token: string; readonly businessId: string }>(({ input }) =>
        storeSwitchToken(send, input.token, input.businessId),
      ),
      reloadUserInfo: fromPromise(() => effects.reloadUserInfo()),
    },
  });
}
