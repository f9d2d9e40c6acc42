import { visuallyHidden } from "@cidp/ui";
import * as styles from "./vip-mark.css.ts";
import { vipMarkTexts as texts } from "./vip-mark-texts.ts";

/** 企业主页VIP标识: the mark a VIP business carries beside its name (on its page, in the directory and in search). */
export function VipMark() {
  return (
    <span className={styles.mark} data-testid="vip-mark" title={texts.title}>
      {texts.mark}
      <span className={visuallyHidden}>{texts.hidden}</span>
    </span>
  );
}
