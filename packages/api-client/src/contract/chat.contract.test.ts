import { describe, expect, it } from "vitest";
import {
  chatCalls,
  chatMessagesQuerySchema,
  chatPaths,
  chatUserUpdateRequestSchema,
  markChatReadRequestSchema,
  moveChatQuerySchema,
  openChatRequestSchema,
} from "./chat.contract.ts";
import { requestPartsOf } from "./define-call.ts";

describe("chat contract", () => {
  it("declares every HTTP call of the chat service once, and the socket only as a path", () => {
    const routes = Object.values(chatCalls).map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(
      expect.arrayContaining([
        `GET ${chatPaths.userByName}/:name`,
        `GET ${chatPaths.user}/:id`,
        `PUT ${chatPaths.userUpdate}`,
        `POST ${chatPaths.logout}`,
        `GET ${chatPaths.list}`,
        `GET ${chatPaths.move}`,
        `POST ${chatPaths.chat}`,
        `PUT ${chatPaths.chat}`,
      ]),
    );
    expect(routes.some((route) => route.endsWith(chatPaths.socket))).toBe(false);
    expect(Object.values(chatCalls).every((call) => call.auth === "member" && call.tag === "chat")).toBe(true);
  });

  it("bounds ids and names and refuses control characters", () => {
    expect(openChatRequestSchema.safeParse({ id: "kefu" }).success).toBe(true);
    expect(openChatRequestSchema.safeParse({ id: "" }).success).toBe(false);
    expect(openChatRequestSchema.safeParse({ id: "x".repeat(65) }).success).toBe(false);
    expect(openChatRequestSchema.safeParse({ id: "a\u0000b" }).success).toBe(false);
    expect(openChatRequestSchema.safeParse({ id: 7 }).success).toBe(false);
    expect(moveChatQuerySchema.safeParse({}).success).toBe(false);
    expect(chatUserUpdateRequestSchema.safeParse({ id: "7", name: "字".repeat(101) }).success).toBe(false);
    expect(chatUserUpdateRequestSchema.safeParse({ id: "7", name: "  " }).success).toBe(false);
    expect(chatUserUpdateRequestSchema.safeParse({ id: "7", name: "张\n" }).data).toMatchObject({ name: "张" });
  });

  it("marks read only with unreadCount 0 and a sequence number in range", () => {
    expect(markChatReadRequestSchema.safeParse({ id: "kefu", unreadCount: 0, lastSeq: 4 }).success).toBe(true);
    expect(markChatReadRequestSchema.safeParse({ id: "kefu", unreadCount: 1 }).success).toBe(false);
    expect(markChatReadRequestSchema.safeParse({ id: "kefu", unreadCount: 0, lastSeq: -1 }).success).toBe(false);
    expect(markChatReadRequestSchema.safeParse({ id: "kefu", unreadCount: 0, lastSeq: 1.5 }).success).toBe(false);
  });

  it("defaults and bounds the history page", () => {
    expect(chatMessagesQuerySchema.parse({ chatId: "kefu" })).toEqual({ chatId: "kefu", limit: 50 });
    expect(chatMessagesQuerySchema.parse({ chatId: "kefu", afterSeq: "3", limit: "200" })).toEqual({ chatId: "kefu", afterSeq: 3, limit: 200 });
    expect(chatMessagesQuerySchema.safeParse({ chatId: "kefu", limit: "201" }).success).toBe(false);
    expect(chatMessagesQuerySchema.safeParse({ chatId: "kefu", beforeSeq: "-1" }).success).toBe(false);
  });

  it("keeps a user record's other fields, within a bound on their number", () => {
    const record = { id: "7", name: "张", avatar: "", signature: "你好" };
    expect(chatUserUpdateRequestSchema.parse(record)).toEqual(record);
    const crowded = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, i]));
    expect(chatUserUpdateRequestSchema.safeParse({ id: "7", ...crowded }).success).toBe(false);
  });

  it("puts a loose body's other fields into the body, and declared fields where they are declared", () => {
    expect(requestPartsOf(chatCalls.userUpdate, { id: "7", name: "张", signature: "你好", skip: undefined })).toEqual({
      url: chatPaths.userUpdate,
      body: { id: "7", name: "张", signature: "你好" },
    });
    expect(requestPartsOf(chatCalls.open, { id: "kefu", name: "客服", unreadCount: 0 })).toEqual({ url: chatPaths.chat, body: { id: "kefu" } });
    expect(requestPartsOf(chatCalls.user, { id: "a/b" })).toEqual({ url: `${chatPaths.user}/a%2Fb` });
  });
});
