import { ApiError } from "@cidp/api-client";
import { describe, expect, it } from "vitest";
import { ownRecordOrNotFound, recordOfIdOrNotFound } from "./not-found.server.ts";

const url = (query: string) => new URL(`http://localhost/default/tender/detail${query}`);

/** The status of what a call threw (react-router's `data` for the 404 page). */
const statusOf = async (answer: Promise<unknown>) =>
  answer.then(
    () => "answered",
    (thrown: { init?: { status?: number } }) => thrown.init?.status,
  );

describe("recordOfIdOrNotFound", () => {
  it("reads the record of the address's id", async () => {
    expect(await recordOfIdOrNotFound(url("?id=7"), "不存在", async (id) => ({ data: { id } }))).toEqual({ id: 7 });
  });

  it("answers the 404 page for an id that is no positive whole number, without reading", async () => {
    let read = false;
    const answer = recordOfIdOrNotFound(url("?id=abc"), "不存在", async () => {
      read = true;
      return { data: null };
    });
    expect(await statusOf(answer)).toBe(404);
    expect(read).toBe(false);
  });

  it("answers the 404 page for a record the services do not know", async () => {
    const answer = recordOfIdOrNotFound(url("?id=9"), "不存在", async () => {
      throw new ApiError(404, 404, "");
    });
    expect(await statusOf(answer)).toBe(404);
  });
});

describe("ownRecordOrNotFound", () => {
  it("answers the 404 page for another business's record (403) as for an unknown one", async () => {
    for (const code of [400, 403, 404]) {
      const answer = ownRecordOrNotFound("订单不存在", async () => {
        throw new ApiError(code, code, "");
      });
      expect(await statusOf(answer)).toBe(404);
    }
  });

  it("lets any other failure through", async () => {
    const answer = ownRecordOrNotFound("订单不存在", async () => {
      throw new ApiError(500, 500, "");
    });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
  });
});
