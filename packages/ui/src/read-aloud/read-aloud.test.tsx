import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { ReadAloud } from "./read-aloud.tsx";

/** A recording stand-in for the browser's speech synthesis: tests hear nothing and can end an utterance. */
class FakeSynthesis {
  queue: SpeechSynthesisUtterance[] = [];
  calls: string[] = [];
  speak(utterance: SpeechSynthesisUtterance) {
    this.queue.push(utterance);
    this.calls.push("speak");
  }
  pause() {
    this.calls.push("pause");
  }
  resume() {
    this.calls.push("resume");
  }
  cancel() {
    this.calls.push("cancel");
    this.queue = [];
  }
  getVoices(): SpeechSynthesisVoice[] {
    return [{ lang: "zh-CN", localService: true, name: "中文", default: true, voiceURI: "zh" } as SpeechSynthesisVoice];
  }
}

/** A plain utterance: the browser's own refuses a made-up voice. */
class FakeUtterance {
  lang = "";
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

const original = Object.getOwnPropertyDescriptor(window, "speechSynthesis");
const originalUtterance = Object.getOwnPropertyDescriptor(window, "SpeechSynthesisUtterance");
let synth: FakeSynthesis;

function Page() {
  return (
    <>
      <ReadAloud target={() => document.getElementById("read-target")} />
      <main id="read-target">
        <h1>平台公告</h1>
        <p>建筑产业互联网平台正式上线。欢迎使用！</p>
      </main>
    </>
  );
}

describe("ReadAloud", () => {
  beforeEach(() => {
    synth = new FakeSynthesis();
    Object.defineProperty(window, "speechSynthesis", { configurable: true, value: synth });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { configurable: true, writable: true, value: FakeUtterance });
  });
  afterEach(() => {
    if (original) Object.defineProperty(window, "speechSynthesis", original);
    if (originalUtterance) Object.defineProperty(window, "SpeechSynthesisUtterance", originalUtterance);
  });

  it("reads the target's text piece by piece in Chinese, and can pause, continue and stop", async () => {
    const screen = await render(<Page />);
    await screen.getByRole("button", { name: /朗读/ }).click();
    expect(synth.queue.map((u) => u.text)).toEqual(["平台公告", "建筑产业互联网平台正式上线。", "欢迎使用！"]);
    expect(synth.queue.every((u) => u.lang === "zh-CN" && u.voice?.lang === "zh-CN")).toBe(true);
    await expect.element(screen.getByTestId("read-aloud-state")).toHaveTextContent("正在朗读");

    await screen.getByRole("button", { name: "暂停" }).click();
    expect(synth.calls.at(-1)).toBe("pause");
    await screen.getByRole("button", { name: "继续" }).click();
    expect(synth.calls.at(-1)).toBe("resume");
    await screen.getByRole("button", { name: "停止" }).click();
    expect(synth.calls.at(-1)).toBe("cancel");
    await expect.element(screen.getByRole("button", { name: /朗读/ })).toBeVisible();
    await expect.element(screen.getByTestId("read-aloud-state")).toHaveTextContent("朗读已停止");
  });

  it("goes back to 朗读 when the last piece has been spoken", async () => {
    const screen = await render(<Page />);
    await screen.getByRole("button", { name: /朗读/ }).click();
    (synth.queue.at(-1) as unknown as FakeUtterance).onend?.();
    await expect.element(screen.getByRole("button", { name: /朗读/ })).toBeVisible();
  });

  it("stops speaking when it goes away (the page changed)", async () => {
    const screen = await render(<Page />);
    await screen.getByRole("button", { name: /朗读/ }).click();
    synth.calls = [];
    await screen.unmount();
    expect(synth.calls).toEqual(["cancel"]);
  });

  it("is not shown where the browser cannot speak", async () => {
    Object.defineProperty(window, "speechSynthesis", { configurable: true, value: undefined });
    const screen = await render(<Page />);
    expect(screen.container.querySelector("[data-testid='read-aloud']")).toBeNull();
    expect(screen.container.querySelectorAll("button")).toHaveLength(0);
  });
});
