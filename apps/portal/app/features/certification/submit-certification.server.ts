import type { ApiClient } from "@cidp/api-client";
import { redirect } from "react-router";
import { refusalMessage } from "../../lib/api/refusal-message.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";

const FAILED = "提交失败，请稍后重试";

/**
 * Submits a certification from a route action: on success to its detail page (which says it was
 * submitted), on refusal the platform's message for the form to show beside what was typed.
 */
export async function submitCertification(
  context: RequestContext,
  kind: "personal" | "corporate",
  submit: (client: ApiClient) => Promise<{ data: { id: number } }>,
) {
  const client = portalRequest(context).member;
  if (!client) return { ok: false as const, msg: "登录已失效，请重新登录" };
  try {
    const { data } = await submit(client);
    return redirect(`/user/standard-certification/my-detail?kind=${kind}&id=${data.id}&submitted=1`);
  } catch (error) {
    return { ok: false as const, msg: refusalMessage(error, FAILED) };
  }
}

/** A text field of a submitted form ("" when absent). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The named text fields of a submitted form, as a submission's body takes them. */
export function textFields<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, textField(form, name)])) as Record<K, string>;
}
