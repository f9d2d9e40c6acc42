import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { naughtyStrings, xssPayloads } from "../testing/corpora.ts";
import {
  findUnsafePattern,
  inspectStoredValue,
  type KeyValueStorage,
  readFilteredStorage,
  STORAGE_FILTER_RULES,
  STORAGE_FILTER_VERSION,
} from "./storage-filter.ts";

function memoryStorage(entries: Record<string, string>): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return { data, getItem: (key) => data.get(key) ?? null, removeItem: (key) => void data.delete(key) };
}

describe("storage filter rules", () => {
  it("has version 2.0.0 and seven patterns", () => {
    expect(STORAGE_FILTER_VERSION).toBe("2.0.0");
    expect(STORAGE_FILTER_RULES).toHaveLength(7);
  });

  it.each([
    ["script-tag", "x<script>1</script>"],
    ["script-tag", "< SCRIPT src=x>"],
    ["javascript-url", "javascript:void(0)"],
    ["javascript-url", "JavaScript :x"],
    ["inline-event-handler", "img onerror=x"],
    ["inline-event-handler", "body onload = go"],
    ["iframe-src", "<iframe width=1 src=//x>"],
    ["eval-or-function-call", "eval(atob(x))"],
    ["eval-or-function-call", "new Function (code)"],
    ["html-special-character", "a<b"],
    ["html-special-character", "a>b"],
    ["html-special-character", 'say "hi"'],
    ["html-special-character", "it's"],
    ["dialog-call", "alert(1)"],
    ["dialog-call", "x=Confirm (1)"],
    ["dialog-call", "prompt(8)"],
    ["dialog-call", "alert`1`"],
  ])("flags %s in %j", (rule, text) => {
    expect(findUnsafePattern(text)).toBe(rule);
  });

  it.each(["eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc-_", "1846302291", "张建国的公司", "function evaluation is fine", "prompt delivery", "confirmed", ""])(
    "lets the clean value %j through",
    (text) => {
      expect(findUnsafePattern(text)).toBeNull();
    },
  );

  it("flags the public XSS corpus except the obfuscated payloads no literal pattern can see", () => {
    const missed = xssPayloads().filter((payload) => findUnsafePattern(payload) === null);
    expect(missed).toEqual([
      "alert&lpar;1&rpar;",
      "alert&#x28;1&#x29",
      "alert&#40;1&#41",
      "(alert)(1)",
      "a=alert,a(1)",
      "[1].find(alert)",
      "top[/al/.source+/ert/.source](1)",
      "al\\u0065rt(1)",
      "top[8680439..toString(30)](1)",
      "navigator.vibrate(500)",
      "%27%22--%3E%3C%2Fstyle%3E%3C%2Fscript%3E%3Cscript%3ERWAR%280x00010E%29%3C%2Fscript%3E",
      "*{color:gre/**/en !/**/important} /* IE 6-9 Standards mode */",
      "*{background:url(xx:x //**/\\red/*)} /* IE 6-7 Standards mode */",
    ]);
  });

  it("never throws on the naughty-strings corpus, and flags every non-JSON one that contains a special character", () => {
    const isJson = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    for (const text of naughtyStrings()) {
      const rule = inspectStoredValue(text);
      if (/[<>"']/.test(text) && !isJson(text)) expect(rule).not.toBeNull();
      if (/[<>]/.test(text)) expect(rule).not.toBeNull();
    }
  });

  it("flags any string holding one of < > \" '", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("<", ">", '"', "'"), fc.string(), (a, ch, b) => {
        expect(findUnsafePattern(a + ch + b)).not.toBeNull();
      }),
    );
  });
});

describe("inspectStoredValue", () => {
  it("judges a cached JSON slice by its strings, not its quotes", () => {
    expect(inspectStoredValue(JSON.stringify({ token: "abc", companyInfo: { niceName: "长春建工" }, menus: [1, 2] }))).toBeNull();
  });

  it.each([
    [{ name: "<img src=x onerror=alert(1)>" }, "script-tag"],
    [{ list: ["ok", "javascript:alert(1)"] }, "javascript-url"],
    [{ "x onclick=y": 1 }, "inline-event-handler"],
    [["alert(1)"], "dialog-call"],
  ] as const)("flags an unsafe leaf or key in %j", (value, rule) => {
    const found = inspectStoredValue(JSON.stringify(value));
    expect(found).not.toBeNull();
    if (rule !== "script-tag") expect(found).toBe(rule);
  });

  it("judges a JSON-encoded string by its content", () => {
    expect(inspectStoredValue(JSON.stringify("1846302291"))).toBeNull();
    expect(inspectStoredValue(JSON.stringify("javascript:alert(1)"))).toBe("javascript-url");
    expect(inspectStoredValue(JSON.stringify("a'b"))).toBe("html-special-character");
  });

  it("judges malformed JSON by its raw text", () => {
    expect(inspectStoredValue('{"a":')).toBe("html-special-character");
  });

  it("accepts any JSON of clean strings", () => {
    const clean = fc.stringMatching(/^[a-zA-Z0-9\u4e00-\u9fa5 _.-]{0,12}$/);
    fc.assert(
      fc.property(fc.dictionary(clean, fc.oneof(clean, fc.array(clean), fc.integer())), (dict) => {
        expect(inspectStoredValue(JSON.stringify(dict))).toBeNull();
      }),
    );
  });
});

describe("readFilteredStorage", () => {
  it("returns a clean value untouched", () => {
    const storage = memoryStorage({ "Admin-Token": "abc.def" });
    const report = vi.fn();
    expect(readFilteredStorage(storage, "Admin-Token", { report })).toBe("abc.def");
    expect(report).not.toHaveBeenCalled();
    expect(storage.data.has("Admin-Token")).toBe(true);
  });

  it("deletes, reports and reads as null an unsafe value", () => {
    const storage = memoryStorage({ user: "<script>steal()</script>" });
    const report = vi.fn();
    expect(readFilteredStorage(storage, "user", { report })).toBeNull();
    expect(storage.data.has("user")).toBe(false);
    expect(report).toHaveBeenCalledWith({ key: "user", rule: "script-tag", version: "2.0.0" });
  });

  it("reads a missing key as null without a report", () => {
    const report = vi.fn();
    expect(readFilteredStorage(memoryStorage({}), "x", { report })).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it("only logs a failure of the storage itself, reading null", () => {
    const onError = vi.fn();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      removeItem: () => undefined,
    };
    expect(readFilteredStorage(broken, "x", { report: vi.fn(), onError })).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
    expect(readFilteredStorage(broken, "x", { report: vi.fn() })).toBeNull();
  });
});
