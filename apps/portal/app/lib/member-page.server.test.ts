import { ApiError, ApiErrorKind } from "@cidp/api-client";
import { describe, expect, it } from "vitest";
import { loadStateTabPage, readForMember, readOrRefusal } from "./member-page.server.ts";
import { portalContextFor } from "./session/portal-request.server.ts";

// The reads here never reach the services: each test's `read` answers (or fails) by itself.
const MEMBER = "cidp_token=tok-1; login_dept_id=9";
const at = (path: string, cookie = "") => new Request(`http://portal.test${path}`, cookie ? { headers: { cookie } } : {});
const contextOf = (request: Request) => portalContextFor(request);

describe("readForMember", () => {
  it("answers the read's data for a member", async () => {
    expect(await readForMember(contextOf(at("/user/default/edit", MEMBER)), async () => ({ data: { realName: "张建国" } }))).toEqual({ realName: "张建国" });
  });

  it("answers null for a visitor, without reading", async () => {
    let read = false;
    const answer = await readForMember(contextOf(at("/user/default/edit")), async () => {
      read = true;
      return { data: 1 };
    });
    expect(answer).toBeNull();
    expect(read).toBe(false);
  });

  it("answers null when the read fails", async () => {
    expect(
      await readForMember(contextOf(at("/user/default/edit", MEMBER)), async () => {
        throw new Error("down");
      }),
    ).toBeNull();
  });
});

describe("readOrRefusal", () => {
  const context = () => contextOf(at("/user/security/sign-ins", MEMBER));

  it("answers the read's data and no error", async () => {
    expect(await readOrRefusal(context(), async () => ({ data: ["一"] }), "加载失败")).toEqual({ data: ["一"], error: null });
  });

  it("answers the platform's refusal, or the page's own words for any other failure", async () => {
    const refusal = new ApiError(200, 403, "无权查看", ApiErrorKind.business, { code: 403, msg: "无权查看", data: null, success: false });
    expect(await readOrRefusal(context(), () => Promise.reject(refusal), "加载失败")).toEqual({ data: null, error: "无权查看" });
    expect(await readOrRefusal(context(), () => Promise.reject(new Error("down")), "加载失败")).toEqual({ data: null, error: "加载失败" });
  });
});

describe("loadStateTabPage", () => {
  const STATES = ["paid", "cancelled"] as const;
  type Query = { current: number; size: number; state?: (typeof STATES)[number] };

  /** The page for `query` with `read` as the list call; `asked` collects what it was asked. */
  const loadAt = (query: string, read: (query: Query) => Promise<{ data: { pages: number; records: string[] } }>, failedText: (error: unknown) => string) => {
    const request = at(`/user/service-buy-list${query}`, MEMBER);
    return loadStateTabPage(request, contextOf(request), STATES, 10, (_client, asked) => read(asked), failedText);
  };

  /** A list call that keeps what it was asked in `asked`, then answers as `answer` does. */
  const recordingRead = (answer: () => { data: { pages: number; records: string[] } }) => {
    const asked: Query[] = [];
    const read = async (query: Query) => {
      asked.push(query);
      return answer();
    };
    return { asked, read };
  };

  it("reads the tab and page the address names", async () => {
    const { asked, read } = recordingRead(() => ({ data: { pages: 3, records: ["a"] } }));
    const answer = await loadAt("?state=paid&page=2", read, () => "加载失败");
    expect(asked).toEqual([{ current: 2, size: 10, state: "paid" }]);
    expect(answer).toEqual({ state: "paid", current: 2, pages: 3, records: ["a"], error: null });
  });

  it("reads every state for a state it does not list, and shows the failure in place of the rows", async () => {
    const { asked, read } = recordingRead(() => {
      throw new Error("down");
    });
    const answer = await loadAt("?state=unknown", read, (error) => `加载失败：${(error as Error).message}`);
    expect(asked).toEqual([{ current: 1, size: 10 }]);
    expect(answer).toEqual({ state: null, current: 1, pages: 0, records: [], error: "加载失败：down" });
  });
});
