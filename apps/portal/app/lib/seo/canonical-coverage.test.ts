import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { CANONICAL_PAGES } from "./canonical.ts";

/** Every path the route table declares, nested ones joined to their parents'. */
function declaredPaths(entries: readonly RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
    return [...(entry.path === undefined ? [] : [path]), ...declaredPaths(entry.children ?? [], path)];
  });
}

/**
 * The paths that are not content for a search engine, and why: their canonical address keeps no
 * parameter, and nothing links them for indexing.
 */
const NOT_CONTENT: Readonly<Record<string, string>> = {
  "/login-back": "log-in return: redirects",
  "/outlogin": "log-out: redirects",
  "/robots.txt": "robots file",
  "/qr/:kind": "QR image",
  "/default/message-list": "a member's own messages",
  "/default/comprehensives-ervices/online-customer-service": "a chat with the platform's customer service",
  "/default/login": "log-in form",
  "/default/comprehensives-ervices/law-services/law-lesson/pay": "checkout of a member",
  "/default/comprehensives-ervices/law-services/law-lesson/pay/success": "a member's payment result",
  "/shop/preview": "a member's unpublished shop draft",
  "/*": "the 404 page",
};

describe("canonical addresses cover the route table", () => {
  it("every public page keeps its content parameters, or is named as not content with its reason", () => {
    const publicPaths = declaredPaths(routes as RouteConfigEntry[]).filter((path) => !/^\/(user|session|api)\b/.test(path) && !/^\/sitemap/.test(path));
    expect(publicPaths.length).toBeGreaterThan(40);
    const uncovered = publicPaths.filter((path) => !CANONICAL_PAGES.has(path) && !(path in NOT_CONTENT));
    expect(uncovered).toEqual([]);
    // The list of exceptions holds no stale entry.
    for (const path of Object.keys(NOT_CONTENT)) expect(publicPaths, path).toContain(path);
  });
});
