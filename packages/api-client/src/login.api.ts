import type { z } from "zod";
import type { CallOptions } from "./call-options.ts";
import {
  captchaGenerateResponse,
  type captchaValidateRequestSchema,
  captchaValidateResponse,
  loginServiceLogoutResponse,
  loginServicePaths,
  type sendValidateRequestSchema,
  sendValidateResponse,
} from "./contract/login.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** GET the login service's logout; a 401 here (session already over) never forces a logout. */
export function logoutLoginService(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: loginServicePaths.logout, silent: true, ...options }, loginServiceLogoutResponse);
}

/** GET a new slider-puzzle captcha challenge. */
export function generateCaptcha(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: loginServicePaths.generate, credentials: "none", ...options }, captchaGenerateResponse);
}

/** POST the dropped position and drag track; `data.proof` lets one SMS code be sent, `data.next` is one more puzzle to solve first. */
export function validateCaptcha(client: ApiClient, body: z.input<typeof captchaValidateRequestSchema>, options?: CallOptions) {
  return client.request({ method: "POST", url: loginServicePaths.validate, data: body, credentials: "none", ...options }, captchaValidateResponse);
}

/** POST the spec's `data` payload to send an SMS code; read `msg` and `success`. */
export function sendValidateCode(client: ApiClient, body: z.input<typeof sendValidateRequestSchema>, options?: CallOptions) {
  return client.request({ method: "POST", url: loginServicePaths.sendValidate, data: body, credentials: "none", ...options }, sendValidateResponse);
}
