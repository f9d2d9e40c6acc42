import type { PlatformConfig } from "@cidp/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runStartup, type StartupCalls } from "./startup.server.ts";

const changchun: PlatformConfig = { platformCode: "CHANGCHUN", ngCode: "127.0.0.1", baseTitle: "长春", subTitle: "", logoImg: "", codeImg: "", dataSource: "" };
const defaults = { industryTopTxt: [{ txt: "默认", url: "" }], industryFrontCss: { flag: false } };

function calls(
  overrides: Partial<StartupCalls<string, { txt: string; url: string }, { flag: boolean }>> = {},
): StartupCalls<string, { txt: string; url: string }, { flag: boolean }> {
  return {
    platformConfig: async () => changchun,
    footer: async () => ({ success: true, data: ["友情链接"] }),
    topText: async () => ({ success: true, data: ["上线"] }),
    frontFlag: async () => ({ success: true, data: "2" }),
    parseTopText: (data) => (data as string[]).map((txt) => ({ txt, url: "" })),
    parseFrontFlag: (data, code) => ({ flag: code === "CHANGCHUN" && data === "2" }),
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("runStartup", () => {
  it("reads all four answers and hands the platform code to the flag rule", async () => {
    const state = await runStartup(calls(), defaults);
    expect(state).toEqual({
      platformConfigData: changchun,
      footerData: ["友情链接"],
      industryTopTxt: [{ txt: "上线", url: "" }],
      industryFrontCss: { flag: true },
    });
  });

  it("asks for the configuration first and the other three only afterwards", async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = runStartup(
      calls({
        platformConfig: async () => {
          order.push("config");
          await gate;
          return null;
        },
        footer: async () => {
          order.push("footer");
          return { success: true, data: [] };
        },
        topText: async () => {
          order.push("top");
          return { success: true, data: [] };
        },
        frontFlag: async () => {
          order.push("flag");
          return { success: true, data: "" };
        },
      }),
      defaults,
    );
    await Promise.resolve();
    expect(order).toEqual(["config"]);
    release();
    await pending;
    expect(order).toEqual(["config", "footer", "top", "flag"]);
  });

  it("ignores success false quietly and keeps the defaults", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = async () => ({ success: false, data: null as never });
    const state = await runStartup(calls({ footer: refused, topText: refused, frontFlag: refused }), defaults);
    expect(state.footerData).toEqual([]);
    expect(state.industryTopTxt).toBe(defaults.industryTopTxt);
    expect(state.industryFrontCss).toBe(defaults.industryFrontCss);
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns and keeps the defaults when top text or flag cannot be read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const state = await runStartup(
      calls({
        parseTopText: () => {
          throw new Error("bad top text");
        },
        parseFrontFlag: () => {
          throw new Error("bad flag");
        },
      }),
      defaults,
    );
    expect(state.industryTopTxt).toBe(defaults.industryTopTxt);
    expect(state.industryFrontCss).toBe(defaults.industryFrontCss);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("still renders with defaults when every call fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const down = async () => {
      throw new Error("ECONNREFUSED");
    };
    const state = await runStartup(calls({ platformConfig: down, footer: down, topText: down, frontFlag: down }), defaults);
    expect(state).toEqual({ platformConfigData: null, footerData: [], ...defaults });
  });
});
