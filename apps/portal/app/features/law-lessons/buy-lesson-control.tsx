import { formatFen } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import * as page from "../../lib/page.css.ts";
import { lessonTexts as texts } from "./law-lessons-texts.ts";

/** Props of BuyLessonControl. */
interface BuyLessonControlProps {
  priceFen: number;
  /** A visitor's log-in address (null for a member). */
  loginUrl: string | null;
  /** The buy action's refusal, if it answered one. */
  actionData?: { ok: boolean; msg: string } | undefined;
}

/** 立即购买 ¥… for a member (posts the page's own action, which orders the lesson of `?id=`), 登录后购买 for a visitor. */
export function BuyLessonControl({ priceFen, loginUrl, actionData }: BuyLessonControlProps) {
  const busy = useNavigation().state !== "idle";
  if (loginUrl)
    return (
      <a className={page.actionLink} href={loginUrl}>
        {texts.loginToBuy}
      </a>
    );
  return (
    <Form method="post">
      {actionData && !actionData.ok && <p role="alert">{actionData.msg}</p>}
      <Button type="submit" disabled={busy}>
        {busy ? texts.buying : `${texts.buy} ${formatFen(priceFen)}`}
      </Button>
    </Form>
  );
}
