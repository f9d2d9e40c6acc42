import { ChatMessageType } from "@cidp/domain";
import { describe, expect, it } from "vitest";
import { messageFor } from "./chat.frames.ts";
import type { StoredMessage } from "./repository.ts";
import { CUSTOMER_SERVICE } from "./seed.ts";

const stored = (fromId: string, type: number): StoredMessage => ({
  id: "00000000-0000-4000-8000-000000000001",
  conversationId: 1,
  seq: 1,
  fromId,
  content: "会话已结束",
  type,
  timestamp: 1,
  clientId: null,
  senderName: null,
});

describe("the platform's mark on a message", () => {
  it.each([
    [CUSTOMER_SERVICE.id, ChatMessageType.notice, true],
    [CUSTOMER_SERVICE.id, ChatMessageType.text, true],
    ["20001", ChatMessageType.notice, false],
    ["20001", ChatMessageType.text, false],
  ])("from %s of type %i: marked as the platform's = %s", (fromId, type, marked) => {
    const message = messageFor("20002", [fromId, "20002"], stored(fromId, type));
    expect(message.platform === true).toBe(marked);
  });
});
