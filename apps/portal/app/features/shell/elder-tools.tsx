import { ElderModeToggle, ReadAloud } from "@cidp/ui";
import { useLocation } from "react-router";
import { useElderMode } from "../../lib/elder-mode/elder-mode-context.tsx";
import { messages } from "../../lib/messages.ts";
import * as styles from "./elder-tools.css.ts";

const texts = messages.elderMode;

const mainContent = () => document.getElementById("main");

/**
 * The header's 长辈版 toggle (the elder-friendly mode, 适老化) and the 朗读 control that reads the
 * page's main content aloud. Reading stops when the page changes (a new key per address).
 */
export function ElderTools() {
  const { on, set } = useElderMode();
  const { pathname } = useLocation();
  return (
    <div className={styles.tools} data-testid="elder-tools">
      <ElderModeToggle pressed={on} onPressedChange={set} label={texts.label} pressedLabel={texts.pressedLabel} description={texts.description} />
      <ReadAloud key={pathname} target={mainContent} labels={{ read: texts.read, readDescription: texts.readDescription }} />
    </div>
  );
}
