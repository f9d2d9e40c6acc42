/** Version of the local-storage read filter's rule set (spec §5). */
export const STORAGE_FILTER_VERSION = "2.0.0";

/**
 * The filter's seven rules, in the order they are tried; a name is what gets reported. A call
 * is `name(` or a tagged template `name\``. Obfuscated payloads (entity-encoded parentheses,
 * computed property names) pass these rules: the filter is a tripwire for tampered storage, and
 * output encoding is what keeps such values harmless.
 */
export const STORAGE_FILTER_RULES = [
  { name: "script-tag", pattern: /<\s*\/?\s*script\b/i },
  { name: "javascript-url", pattern: /javascript\s*:/i },
  { name: "inline-event-handler", pattern: /\bon[a-z]+\s*=/i },
  { name: "iframe-src", pattern: /<\s*iframe\b[^>]*\bsrc\s*=/i },
  { name: "eval-or-function-call", pattern: /\b(?:eval|Function)\s*\(/ },
  { name: "html-special-character", pattern: /[<>"']/ },
  { name: "dialog-call", pattern: /\b(?:alert|confirm|prompt)\s*[(`]/i },
] as const;

/** The name of a filter rule. */
export type StorageFilterRuleName = (typeof STORAGE_FILTER_RULES)[number]["name"];

// One pass over clean text (the common case) instead of seven; the rules run only on a hit.
const ANY_RULE = new RegExp(STORAGE_FILTER_RULES.map((rule) => `(?:${rule.pattern.source})`).join("|"), "i");

/** The first rule a string breaks, or null when it is clean. */
export function findUnsafePattern(text: string): StorageFilterRuleName | null {
  if (!ANY_RULE.test(text)) return null;
  for (const rule of STORAGE_FILTER_RULES) if (rule.pattern.test(text)) return rule.name;
  return null;
}

/**
 * The first rule a stored value breaks. A value that is JSON (object, array or string) is judged
 * by its keys and string leaves, not its raw text: the cached state slices are JSON, whose quotes
 * would otherwise always trip the quote rule and wipe every cache on each read.
 */
export function inspectStoredValue(raw: string): StorageFilterRuleName | null {
  const first = raw.trimStart()[0];
  if (first === "{" || first === "[" || first === '"') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return findUnsafePattern(raw);
    }
    return inspectJson(parsed);
  }
  return findUnsafePattern(raw);
}

function inspectJson(value: unknown): StorageFilterRuleName | null {
  if (typeof value === "string") return findUnsafePattern(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = inspectJson(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnsafePattern(key) ?? inspectJson(item);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The part of `Storage` the filter uses, so tests and servers can pass a map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

/** What the filter reports when it drops a value. */
export interface StorageFilterReport {
  readonly key: string;
  readonly rule: StorageFilterRuleName;
  readonly version: typeof STORAGE_FILTER_VERSION;
}

/** Where the filtered read sends its reports and its own failures. */
export interface StorageFilterHooks {
  readonly report: (report: StorageFilterReport) => void;
  readonly onError?: (error: unknown) => void;
}

/**
 * Reads a key through the filter: an unsafe value is deleted, reported and read as null. A
 * failure of the filter itself (storage throwing) is only logged, and reads as null too, since
 * handing back an unchecked value is what the filter exists to prevent.
 */
export function readFilteredStorage(storage: KeyValueStorage, key: string, hooks: StorageFilterHooks): string | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const rule = inspectStoredValue(raw);
    if (rule === null) return raw;
    storage.removeItem(key);
    hooks.report({ key, rule, version: STORAGE_FILTER_VERSION });
    return null;
  } catch (error) {
    hooks.onError?.(error);
    return null;
  }
}
