import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderedPerKey } from "./ordered-delivery.ts";

describe("deliveries in order per chat", () => {
  it("finishes each key's work in the order handed in, whatever each takes; a failure does not stop the chain", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ key: fc.constantFrom("a", "b", "c"), delayMs: fc.integer({ min: 0, max: 5 }), fails: fc.boolean() }), { maxLength: 30 }),
        async (tasks) => {
          const done: Record<string, number[]> = {};
          const errors: Error[] = [];
          const inOrder = orderedPerKey((error) => errors.push(error));
          await Promise.all(
            tasks.map((task, index) =>
              inOrder(task.key, async () => {
                await new Promise((resolve) => setTimeout(resolve, task.delayMs));
                done[task.key] = [...(done[task.key] ?? []), index];
                if (task.fails) throw new Error(`task ${index}`);
              }),
            ),
          );
          for (const key of ["a", "b", "c"]) {
            const handedIn = tasks.flatMap((task, index) => (task.key === key ? [index] : []));
            expect(done[key] ?? []).toEqual(handedIn);
          }
          expect(errors).toHaveLength(tasks.filter((task) => task.fails).length);
        },
      ),
      { numRuns: 60 },
    );
  });
});
