import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import * as page from "./page.css.ts";

/** The words of a buy control, from the using feature's catalogue. */
interface BuyTexts {
  loginToBuy: string;
  buy: string;
  buying: string;
}

/**
 * 购买 on a detail page: the order action's refusal when it answered one, then 登录后购买 for a
 * visitor (to the log-in site) or the button that posts the page's own order action.
 */
export function BuyControl({ loginUrl, answer, texts }: { loginUrl: string | null; answer: { ok: boolean; msg: string } | undefined; texts: BuyTexts }) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      {answer && !answer.ok && <p role="alert">{answer.msg}</p>}
      {loginUrl ? (
        <a className={page.primaryLink} href={loginUrl}>
          {texts.loginToBuy}
        </a>
      ) : (
        <Form method="post">
          <Button type="submit" disabled={busy}>
            {busy ? texts.buying : texts.buy}
          </Button>
        </Form>
      )}
    </>
  );
}
