import { fileURLToPath } from "node:url";
import { checkApiReport, measureEntry } from "@cidp/package-checks";
import { describe, expect, it } from "vitest";

// What the published package promises, checked on the build the test script makes first (tsup):
// each entry's public API against its report in etc/ (UPDATE_API_REPORT=1 writes them after a
// deliberate change, to commit with a changeset), and each entry's size against its budget.
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const update = process.env.UPDATE_API_REPORT === "1";

describe("the published API", () => {
  it.each([
    { types: "dist/index.d.ts", report: "chat" },
    { types: "dist/react/index.d.ts", report: "chat-react" },
  ])(
    "$types matches its report in etc/ ($report)",
    (entry) => {
      const check = checkApiReport(packageDir, entry, update);
      expect(check.problems).toEqual([]);
      expect(
        check.changed,
        `the public API of ${entry.types} changed: review etc/temp/${entry.report}.api.md, then UPDATE_API_REPORT=1 pnpm --filter @cidp/chat test and add a changeset`,
      ).toBe(false);
    },
    60_000,
  );
});

/** Gzip budgets per entry, in bytes: the entry with the npm packages it imports (React excluded). */
const budgets = [
  { name: "@cidp/chat", file: "dist/index.js", budget: 33_000 },
  { name: "@cidp/chat/react", file: "dist/react/index.js", budget: 3_200, external: ["react", "react/jsx-runtime"] },
];

describe("size budgets (gzip)", () => {
  it.each(budgets)("$name stays within its budget", async (entry) => {
    const size = await measureEntry(packageDir, entry);
    console.info(`${entry.name}: ${size.gzip} B gzip (${size.raw} B minified), budget ${entry.budget} B`);
    expect(size.gzip).toBeLessThanOrEqual(entry.budget);
  });
});
