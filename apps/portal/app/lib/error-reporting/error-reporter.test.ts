import type { Breadcrumb } from "@sentry/browser";
import { describe, expect, it, vi } from "vitest";
import { createErrorReporter, describeElement, type ErrorSource, type ReportingContext } from "./error-reporter.ts";

/** A reporter over a fake page: an event target for the window, a fake SDK chunk that records what it is given. */
function harness({ failLoads = 0 } = {}) {
  const target = new EventTarget();
  const captured: [unknown, ErrorSource][] = [];
  const started: { context: ReportingContext; earlier: readonly Breadcrumb[] }[] = [];
  const updates: ReportingContext[] = [];
  let failures = failLoads;
  const load = vi.fn(async () => {
    if (failures-- > 0) throw new Error("chunk failed");
    return {
      startSentry(context: ReportingContext, earlier: readonly Breadcrumb[]) {
        started.push({ context, earlier });
        return {
          capture: (error: unknown, source: ErrorSource) => void captured.push([error, source]),
          update: (next: ReportingContext) => void updates.push(next),
        };
      },
    };
  });
  let clock = 1_000_000;
  const reporter = createErrorReporter({ load, target: target as unknown as Window, now: () => clock++ });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { target, reporter, load, captured, started, updates, settle };
}

describe("error reporter (the part every page carries)", () => {
  it("does not load the SDK while the page has no error, whatever it records", async () => {
    const h = harness();
    h.reporter.install({ memberId: 42, platformCode: "CHANGCHUN" });
    h.reporter.breadcrumb({ category: "navigation", data: { from: "/a", to: "/b" } });
    h.target.dispatchEvent(new Event("click"));
    await h.settle();
    expect(h.load).not.toHaveBeenCalled();
  });

  it("loads the SDK on the first route error and hands it the context, the last 5 breadcrumbs and the error", async () => {
    const h = harness();
    h.reporter.install({ memberId: 42, platformCode: "CHANGCHUN" });
    for (let i = 1; i <= 7; i++) h.reporter.breadcrumb({ category: "navigation", data: { from: `/p${i - 1}`, to: `/p${i}` } });
    const error = new Error("boom");
    h.reporter.report(error, "route");
    await h.settle();
    expect(h.load).toHaveBeenCalledTimes(1);
    expect(h.started[0]?.context).toEqual({ memberId: 42, platformCode: "CHANGCHUN" });
    expect(h.started[0]?.earlier.map((crumb) => (crumb.data as { to: string }).to)).toEqual(["/p3", "/p4", "/p5", "/p6", "/p7"]);
    expect(h.started[0]?.earlier[0]?.timestamp).toBeTypeOf("number");
    expect(h.captured).toEqual([[error, "route"]]);
  });

  it("reports window errors and unhandled rejections until the SDK's own handlers take over", async () => {
    const h = harness();
    h.reporter.install({ memberId: null, platformCode: null });
    const thrown = new TypeError("x is undefined");
    h.target.dispatchEvent(Object.assign(new Event("error"), { error: thrown, message: "x is undefined" }));
    h.target.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: "rejected" }));
    await h.settle();
    expect(h.load).toHaveBeenCalledTimes(1);
    expect(h.captured).toEqual([
      [thrown, "window"],
      ["rejected", "promise"],
    ]);
    // Now the SDK listens itself: the page's listeners are gone, breadcrumbs are the SDK's.
    h.target.dispatchEvent(Object.assign(new Event("error"), { error: new Error("later") }));
    h.reporter.breadcrumb({ category: "navigation" });
    expect(h.captured).toHaveLength(2);
    h.reporter.report("after", "route");
    expect(h.captured.at(-1)).toEqual(["after", "route"]);
  });

  it("records clicks as ui.click breadcrumbs naming the element, not its text", async () => {
    const h = harness();
    h.reporter.install({ memberId: null, platformCode: null });
    const button = {
      tagName: "BUTTON",
      id: "submit",
      className: "btn primary extra",
      parentElement: { tagName: "FORM", id: "", className: "apply", parentElement: null },
    };
    h.target.dispatchEvent(Object.assign(new Event("click"), {}));
    const click = new Event("click");
    Object.defineProperty(click, "target", { value: button });
    h.target.dispatchEvent(click);
    h.reporter.report(new Error("x"), "route");
    await h.settle();
    expect(h.started[0]?.earlier.at(-1)).toMatchObject({ category: "ui.click", message: "form.apply > button#submit.btn.primary" });
  });

  it("tries again on the next error when the SDK chunk failed to load", async () => {
    const h = harness({ failLoads: 1 });
    h.reporter.install({ memberId: null, platformCode: null });
    h.reporter.report(new Error("first"), "route");
    await h.settle();
    expect(h.started).toHaveLength(0);
    h.reporter.report(new Error("second"), "route");
    await h.settle();
    expect(h.load).toHaveBeenCalledTimes(2);
    expect(h.captured.map(([error]) => (error as Error).message)).toEqual(["first", "second"]);
  });

  it("passes a new member or platform to the started SDK", async () => {
    const h = harness();
    h.reporter.install({ memberId: null, platformCode: "CIDP" });
    h.reporter.report(new Error("x"), "route");
    await h.settle();
    h.reporter.install({ memberId: 7, platformCode: "CIDP" });
    expect(h.updates).toEqual([{ memberId: 7, platformCode: "CIDP" }]);
  });
});

describe("describeElement", () => {
  it("names at most three levels and two classes each", () => {
    const leaf = {
      tagName: "SPAN",
      className: "a b c",
      parentElement: { tagName: "A", id: "home", className: "", parentElement: { tagName: "LI", className: "x", parentElement: { tagName: "UL" } } },
    };
    expect(describeElement(leaf)).toBe("li.x > a#home > span.a.b");
    expect(describeElement(null)).toBe("");
  });
});
