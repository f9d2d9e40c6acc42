import { useState } from "react";
import { serviceTexts as texts } from "./services-texts.ts";

/**
 * 复制: puts `text` on the clipboard and says so beside the button (a screen reader hears it too);
 * where the browser refuses, it says to copy by hand — the text stays on the page either way.
 */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const [said, setSaid] = useState("");
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid(texts.copied);
    } catch {
      setSaid(texts.copyFailed);
    }
  }
  return (
    <>
      <button type="button" onClick={() => void copy()} aria-label={`${texts.copy}${label}`}>
        {texts.copy}
      </button>
      <span role="status">{said}</span>
    </>
  );
}
