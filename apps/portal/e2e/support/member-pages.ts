import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

/**
 * Public pages only a member reaches (the notices' list, a lesson's checkout and receipt, the shop
 * preview): the member's sweeps cover them with the member center's pages.
 */
export const MEMBER_ONLY_PUBLIC: ReadonlySet<string> = new Set([
  "/default/message-list",
  "/default/comprehensives-ervices/law-services/law-lesson/pay",
  "/default/comprehensives-ervices/law-services/law-lesson/pay/success",
  "/shop/preview",
]);

/** A page of the member center (spec §2 /user pages). */
export const isMemberPath = (path: string) => path.startsWith("/user/");

/** A member center page or a public page only a member reaches. */
export const forMember = (path: string) => isMemberPath(path) || MEMBER_ONLY_PUBLIC.has(path);

function pagesOf(entries: readonly RouteConfigEntry[], prefix = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
    return [...(entry.path === undefined ? [] : [{ path, file: entry.file }]), ...pagesOf(entry.children ?? [], path)];
  });
}

/**
 * Every member page of the route table, once: the member's paths whose module draws a page (a
 * `.tsx`; `.ts` modules are resource routes such as /user/privacy/export's download).
 */
export const memberPagePaths: readonly string[] = [
  ...new Set(
    pagesOf(routes as RouteConfigEntry[])
      .filter((page) => page.file.endsWith(".tsx") && forMember(page.path))
      .map((page) => page.path),
  ),
];
