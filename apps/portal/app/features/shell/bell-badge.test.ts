import { describe, expect, it } from "vitest";
import { bellBadgeText } from "./bell-badge.ts";

describe("bellBadgeText", () => {
  it.each([
    { notices: 0, chat: 0, shown: null },
    { notices: 3, chat: 0, shown: "3" },
    { notices: 0, chat: 4, shown: "4" },
    { notices: 3, chat: 4, shown: "7" },
    { notices: 60, chat: 39, shown: "99" },
    { notices: 60, chat: 40, shown: "99+" },
    { notices: 0, chat: 250, shown: "99+" },
    { notices: Number.NaN, chat: 2, shown: "2" },
    { notices: -1, chat: 0, shown: null },
  ])("shows $shown for $notices unread notices and $chat unread chat messages", ({ notices, chat, shown }) => {
    expect(bellBadgeText(notices, chat)).toBe(shown);
  });
});
