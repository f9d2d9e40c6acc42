import { type ApiClientOptions, createApiClient } from "@cidp/api-client";
import { chatCalls } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { createChatApi } from "./chat.api.ts";
import { emptyChat } from "./chat.store.ts";

type Adapter = NonNullable<ApiClientOptions["adapter"]>;
type Seen = Parameters<Adapter>[0];

const ok = (data: unknown) => ({ code: 200, msg: "操作成功", data, success: true });

/** A chat api over a fake transport that answers `data` and records each request. */
function apiAnswering(data: unknown) {
  const seen: Seen[] = [];
  const adapter: Adapter = (config) => {
    seen.push(config);
    return Promise.resolve({ status: 200, statusText: "", headers: {}, config, data: ok(data) });
  };
  const api = createChatApi(createApiClient({ baseURL: "https://platform.test", adapter, getSession: () => ({ platformToken: "pt" }) }));
  return { api, seen };
}

const chat = { ...emptyChat("kefu", { name: "平台在线客服" }), lastSeq: 2 };

describe("createChatApi over the contract's chat calls", () => {
  it("sends each call as the contract declares it and unwraps its data", async () => {
    const list = apiAnswering([chat]);
    await expect(list.api.listChats()).resolves.toEqual([chat]);
    expect(list.seen[0]).toMatchObject({ method: "get", url: chatCalls.list.path });

    const read = apiAnswering(null);
    await read.api.markRead("kefu", 4);
    expect(read.seen[0]).toMatchObject({ method: "put", url: chatCalls.markRead.path });
    expect(JSON.parse(String(read.seen[0]?.data))).toEqual({ id: "kefu", unreadCount: 0, lastSeq: 4 });

    const history = apiAnswering([{ id: "m", fromId: "7", chatId: "kefu", content: "您好", timestamp: 1, type: 0, seq: 3 }]);
    await expect(history.api.messages("kefu", { afterSeq: 2, limit: 200 })).resolves.toHaveLength(1);
    expect(history.seen[0]).toMatchObject({ method: "get", url: chatCalls.messages.path, params: { chatId: "kefu", afterSeq: 2, limit: 200 } });

    const user = apiAnswering({ id: "kefu", name: "平台在线客服", avatar: "" });
    await expect(user.api.lookupUser("kefu")).resolves.toEqual({ name: "平台在线客服" });
    expect(user.seen[0]).toMatchObject({ method: "get", url: chatCalls.user.path.replace(":id", "kefu") });

    const moved = apiAnswering(null);
    await moved.api.moveChat("kefu");
    expect(moved.seen[0]).toMatchObject({ method: "get", url: chatCalls.move.path, params: { chatId: "kefu" } });

    const contact = apiAnswering({ id: "7", name: "张建国" });
    await expect(contact.api.companyContact(3)).resolves.toEqual({ id: "7", name: "张建国" });
    expect(contact.seen[0]).toMatchObject({ method: "get", url: chatCalls.contact.path, params: { businessId: 3 } });
  });

  it("refuses an answer that does not match the contract's schema", async () => {
    const { api } = apiAnswering([{ id: "kefu" }]);
    await expect(api.listChats()).rejects.toBeDefined();
  });
});
