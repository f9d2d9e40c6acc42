import { describe, expect, it } from "vitest";
import { chatAllowedOrigins } from "./chat.origins.ts";

describe("chat socket origins", () => {
  it("defaults to the local portal on port 3000", () => {
    expect(chatAllowedOrigins({})).toEqual(["http://localhost:3000", "http://127.0.0.1:3000"]);
  });

  it("follows PORTAL_PORT and PUBLIC_PORTAL_ORIGIN like the login site's return addresses", () => {
    expect(chatAllowedOrigins({ PORTAL_PORT: "3520", PUBLIC_PORTAL_ORIGIN: "https://www.example.cn/default/home" })).toEqual([
      "http://localhost:3520",
      "http://127.0.0.1:3520",
      "https://www.example.cn",
    ]);
  });

  it("takes CHAT_ALLOWED_ORIGINS over everything else", () => {
    expect(chatAllowedOrigins({ PORTAL_PORT: "3520", CHAT_ALLOWED_ORIGINS: " https://a.example.cn, https://b.example.cn ," })).toEqual([
      "https://a.example.cn",
      "https://b.example.cn",
    ]);
  });
});
