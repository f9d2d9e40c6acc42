import type { CallOptions } from "./call-options.ts";
import { clientCall } from "./client-call.ts";
import { loginCalls } from "./contract/login.calls.ts";
import { loginServiceLogoutResponse, loginServicePaths } from "./contract/login.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/**
 * GET the login service's logout; a 401 here (session already over) never forces a logout. A route
 * of the login site's pages (it clears the site's cookies), not a call of the contract.
 */
export function logoutLoginService(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: loginServicePaths.logout, silent: true, ...options }, loginServiceLogoutResponse);
}

/** GET a new slider-puzzle captcha challenge. */
export const generateCaptcha = clientCall(loginCalls.generate);

/** POST the dropped position and drag track; `data.proof` lets one SMS code be sent, `data.next` is one more puzzle to solve first. */
export const validateCaptcha = clientCall(loginCalls.validate);

/** POST the spec's `data` payload to send an SMS code; read `msg` and `success`. */
export const sendValidateCode = clientCall(loginCalls.sendValidate);

/** POST the phone for the SMS alternative to the puzzle; `data.proof` lets one SMS code go to that phone only. */
export const assistCaptcha = clientCall(loginCalls.assist);
