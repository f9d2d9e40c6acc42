import { describe, expect, it } from "vitest";
import { type TransitionTable, tableOfEdges, transitionBy } from "./transition-table.ts";

type Light = "red" | "green" | "off";
type Switch = "go" | "stop" | "cut";

const table: TransitionTable<Light, Switch> = { go: { red: "green" }, stop: { green: "red" }, cut: { red: "off", green: "off" } };

describe("transitionBy", () => {
  it("answers the state an allowed event leads to", () => {
    expect(transitionBy(table, "red", "go", "light.refused")).toEqual({ ok: true, value: "green" });
    expect(transitionBy(table, "green", "cut", "light.refused")).toEqual({ ok: true, value: "off" });
  });

  it("refuses with the given code an event the table does not allow in that state", () => {
    expect(transitionBy(table, "green", "go", "light.refused")).toEqual({ ok: false, code: "light.refused" });
    expect(transitionBy(table, "off", "cut", "light.refused")).toEqual({ ok: false, code: "light.refused" });
  });
});

describe("tableOfEdges", () => {
  it("is the same table written from each event's side", () => {
    const fromEdges = tableOfEdges<Light, Switch>({
      go: { from: ["red"], to: "green" },
      stop: { from: ["green"], to: "red" },
      cut: { from: ["red", "green"], to: "off" },
    });
    expect(fromEdges).toEqual(table);
  });

  it("leaves an event with no starting state refused everywhere", () => {
    const none = tableOfEdges<Light, "jump">({ jump: { from: [], to: "off" } });
    for (const state of ["red", "green", "off"] as const) expect(transitionBy(none, state, "jump", "x")).toEqual({ ok: false, code: "x" });
  });
});
