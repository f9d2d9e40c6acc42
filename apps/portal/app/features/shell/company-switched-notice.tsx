import { useEffect, useState } from "react";
import { messages } from "../../lib/messages.ts";
import { COMPANY_SWITCHED_KEY } from "../../lib/session/switch-business.ts";
import * as styles from "./member-area.css.ts";

/**
 * 已切换: after a notice of another business switched to it and loaded its page, the header says
 * which business the member now acts for (once: the flash is read and cleared on load).
 */
export function CompanySwitchedNotice() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const flashed = window.sessionStorage.getItem(COMPANY_SWITCHED_KEY);
    if (flashed === null) return;
    window.sessionStorage.removeItem(COMPANY_SWITCHED_KEY);
    setName(flashed);
  }, []);
  if (!name) return null;
  return (
    <span role="status" className={styles.switched} data-testid="company-switched">
      {messages.companySwitched.replace("{name}", name)}
    </span>
  );
}
