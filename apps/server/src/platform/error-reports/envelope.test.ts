import { createEventEnvelope, serializeEnvelope } from "@sentry/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EnvelopeError, MAX_ENVELOPE_ITEMS, parseEnvelope } from "./envelope.ts";

const dsn = { protocol: "http", publicKey: "cidpportal", host: "portal.test", path: "api/error-ingest", projectId: "1" } as const;

describe("parseEnvelope", () => {
  it("reads an envelope the SDK serialised: header with the DSN, one event item", () => {
    const body = Buffer.from(serializeEnvelope(createEventEnvelope({ event_id: "a".repeat(32), message: "出错了" }, dsn, undefined, "/tunnel")));
    const envelope = parseEnvelope(body);
    expect(envelope.header).toMatchObject({ event_id: "a".repeat(32), dsn: "http://cidpportal@portal.test/api/error-ingest/1" });
    expect(envelope.items).toHaveLength(1);
    expect(envelope.items[0]?.header.type).toBe("event");
    expect(JSON.parse(envelope.items[0]?.payload.toString("utf8") ?? "")).toMatchObject({ message: "出错了" });
  });

  it("reads length-delimited payloads (which may hold newlines) and newline-delimited ones, with or without a final newline", () => {
    const binary = "line one\nline two";
    const body = `{}\n{"type":"attachment","length":${Buffer.byteLength(binary)}}\n${binary}\n{"type":"event"}\n{"message":"中文"}\n`;
    const { items } = parseEnvelope(Buffer.from(body));
    expect(items.map((item) => [item.header.type, item.payload.toString("utf8")])).toEqual([
      ["attachment", binary],
      ["event", '{"message":"中文"}'],
    ]);
    expect(parseEnvelope(Buffer.from('{}\n{"type":"event"}\n{}')).items).toHaveLength(1);
    expect(parseEnvelope(Buffer.from("{}")).items).toEqual([]);
  });

  it("counts a length in bytes, not characters", () => {
    const payload = '{"message":"错误"}';
    const body = `{}\n{"type":"event","length":${Buffer.byteLength(payload)}}\n${payload}`;
    expect(parseEnvelope(Buffer.from(body)).items[0]?.payload.toString("utf8")).toBe(payload);
  });

  it("refuses more than the item limit", () => {
    const body = `{}\n${'{"type":"client_report"}\n{}\n'.repeat(MAX_ENVELOPE_ITEMS + 1)}`;
    expect(() => parseEnvelope(Buffer.from(body))).toThrow(EnvelopeError);
  });

  it("never throws anything but an EnvelopeError and never reads past the body, whatever the bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.string({ maxLength: 200 }), (bytes, text) => {
        for (const body of [Buffer.from(bytes), Buffer.from(`{}\n${text}`), Buffer.from(`{}\n{"type":"event","length":${text.length}}\n${text}`)]) {
          try {
            const envelope = parseEnvelope(body);
            const total = envelope.items.reduce((sum, item) => sum + item.payload.length, 0);
            expect(total).toBeLessThanOrEqual(body.length);
          } catch (error) {
            expect(error).toBeInstanceOf(EnvelopeError);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
