import * as page from "../../lib/page.css.ts";
import { homeTexts } from "./home-texts.ts";
import * as styles from "./login-prompt.css.ts";

/**
 * What a visitor sent here from a member page reads first (the /user access guard, spec §4): that
 * the page needs a login, a 登录 link whose login comes back to that page, and for a visitor without
 * an account the sign-up page.
 */
export function LoginPrompt({ loginHref }: { loginHref: string }) {
  return (
    <div className={styles.prompt} role="alert" data-testid="login-prompt">
      <p className={styles.message}>{homeTexts.loginRequired}</p>
      <a className={page.primaryLink} href={loginHref}>
        {homeTexts.logIn}
      </a>
      <a className={page.textLink} href="/sign-up2">
        {homeTexts.signUp}
      </a>
    </div>
  );
}
