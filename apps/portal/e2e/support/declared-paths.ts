import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

function pathsOf(entries: readonly RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
    return [...(entry.path === undefined ? [] : [path]), ...pathsOf(entry.children ?? [], path)];
  });
}

/** Every path of the portal's route table, once (nested ones joined to their parents'). */
export const declaredPaths: readonly string[] = [...new Set(pathsOf(routes as RouteConfigEntry[]))];
