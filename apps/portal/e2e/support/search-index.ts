import { searchCalls } from "@cidp/api-client/contract";
import type { APIRequestContext } from "@playwright/test";
import { serverPort } from "./ports.ts";
import { expect } from "./test.ts";

/**
 * Waits until the search service finds `title` for `query` (the indexer drains its queue every
 * second). It asks the service, not the page: the global search page is a public one that
 * browsers may keep for a minute, so a page fetched before the index caught up would be shown
 * again on the next visit however long one waited.
 */
export async function waitUntilIndexed(request: APIRequestContext, query: { keyword: string; kind: string }, title: string): Promise<void> {
  const address = `http://localhost:${serverPort}${searchCalls.search.path}?${new URLSearchParams(query).toString()}`;
  await expect.poll(async () => JSON.stringify(await (await request.get(address)).json()), { timeout: 20_000 }).toContain(`"title":"${title}"`);
}
