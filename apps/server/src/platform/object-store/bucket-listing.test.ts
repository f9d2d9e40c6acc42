import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { continuationToken, type ListedObject, listingPage, listingRequestOf } from "./bucket-listing.ts";

const objectOf = (key: string): ListedObject => ({ key, etag: '"e"', size: 1, lastModified: 0 });

/** Every page of a listing, followed by its continuation tokens as a client does. */
function pageThrough(objects: ListedObject[], query: Record<string, string>) {
  const entries: string[] = [];
  let token: string | null = null;
  for (let pages = 0; pages < 10_000; pages++) {
    const asked = listingRequestOf(new URLSearchParams({ ...query, ...(token ? { "continuation-token": token } : {}) }));
    if ("invalid" in asked) throw new Error(asked.invalid);
    const page = listingPage(objects, asked);
    entries.push(...page.objects.map((object) => object.key), ...page.commonPrefixes);
    if (!page.truncated) return entries;
    token = continuationToken(page.nextAfter ?? "");
  }
  throw new Error("the listing never ended");
}

const keys = fc.uniqueArray(fc.stringMatching(/^[a-c/é中]{1,6}$/), { maxLength: 40 });

describe("a bucket's listing (ListObjectsV2)", () => {
  it("pages through every key under the prefix exactly once, in byte order, whatever the page size", () => {
    fc.assert(
      fc.property(keys, fc.integer({ min: 1, max: 7 }), fc.constantFrom("", "a", "b/"), (all, maxKeys, prefix) => {
        const listed = pageThrough(all.map(objectOf), { "max-keys": String(maxKeys), prefix });
        const expected = all.filter((key) => key.startsWith(prefix)).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
        expect(listed).toEqual(expected);
      }),
    );
  });

  it("groups keys at the delimiter into common prefixes, each once, and pages through them too", () => {
    fc.assert(
      fc.property(keys, fc.integer({ min: 1, max: 5 }), (all, maxKeys) => {
        // A page answers its objects and its common prefixes apart (Contents, CommonPrefixes): ordered across pages, not across the two.
        const listed = pageThrough(all.map(objectOf), { "max-keys": String(maxKeys), delimiter: "/" }).sort((a, b) =>
          Buffer.compare(Buffer.from(a), Buffer.from(b)),
        );
        const expected = [...new Set(all.map((key) => (key.includes("/") ? key.slice(0, key.indexOf("/") + 1) : key)))].sort((a, b) =>
          Buffer.compare(Buffer.from(a), Buffer.from(b)),
        );
        expect(listed).toEqual(expected);
      }),
    );
  });

  it("starts after start-after, and refuses a max-keys that is no whole number", () => {
    const objects = ["uploads/1.pdf", "uploads/2.pdf", "uploads/3.pdf"].map(objectOf);
    expect(pageThrough(objects, { "start-after": "uploads/1.pdf" })).toEqual(["uploads/2.pdf", "uploads/3.pdf"]);
    expect(listingRequestOf(new URLSearchParams({ "max-keys": "ten" }))).toEqual({ invalid: "max-keys must be a whole number" });
  });
});
