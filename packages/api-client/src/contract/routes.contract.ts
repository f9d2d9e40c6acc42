import { callModules } from "./call-modules.generated.ts";
import type { CallDeclaration, DownloadDeclaration } from "./define-call.ts";

/** One call of the contract (see define-call.ts). */
export type ContractRoute = CallDeclaration;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function isCall(value: unknown): value is CallDeclaration {
  if (!isPlainObject(value)) return false;
  const { method, path, response } = value as Partial<CallDeclaration>;
  return typeof method === "string" && typeof path === "string" && typeof response === "object" && response !== null && "_zod" in response;
}

function isDownload(value: unknown): value is DownloadDeclaration {
  if (!isPlainObject(value)) return false;
  const { method, path, contentType } = value as Partial<DownloadDeclaration>;
  return method === "GET" && typeof path === "string" && typeof contentType === "string";
}

/**
 * The declarations of one kind the contract's modules export in groups (`memberCalls`,
 * `tenderDownloads`: an object whose every entry is one), each once even when a module re-exports
 * another's group. A group is recognised by what it holds, not by a list kept by hand, so a new
 * `*.calls.ts` is served as soon as it exists (scripts/collect-calls.ts lists the modules).
 */
function gathered<D>(isDeclaration: (value: unknown) => value is D): D[] {
  const found = new Set<D>();
  for (const module of callModules) {
    for (const group of Object.values(module)) {
      if (!isPlainObject(group)) continue;
      const entries = Object.values(group);
      if (entries.length > 0 && entries.every(isDeclaration)) for (const entry of entries) found.add(entry);
    }
  }
  return [...found];
}

/** Every call the platform services answer through the contract, gathered from the services' declarations. */
export const contractRoutes: readonly ContractRoute[] = gathered(isCall);

/** Every file the platform services answer as bytes (see defineDownload), guarded like the calls. */
export const contractDownloads: readonly DownloadDeclaration[] = gathered(isDownload);
