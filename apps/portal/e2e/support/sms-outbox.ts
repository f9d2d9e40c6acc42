import { platformPaths } from "@cidp/api-client/contract";
import type { APIRequestContext } from "@playwright/test";
import { serverPort } from "./ports.ts";

/** A text message as the development outbox keeps it. */
export interface OutboxSms {
  readonly code: string | null;
  readonly purpose: string;
}

/**
 * The newest text message the development outbox holds for a phone, if any: asked of the server
 * itself, as the portal's /api proxy never passes the development helpers.
 */
export async function newestSms(request: APIRequestContext, phone: string): Promise<OutboxSms | undefined> {
  const outbox = await request.get(`http://localhost:${serverPort}${platformPaths.devSmsOutbox}?phone=${phone}`);
  const [message] = ((await outbox.json()) as { data: OutboxSms[] }).data;
  return message;
}
