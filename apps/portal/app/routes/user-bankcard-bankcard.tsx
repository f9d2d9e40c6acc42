import { clientCall } from "@cidp/api-client";
import { bankCardCalls, type CallResult } from "@cidp/api-client/contract";
import { Button, Empty } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { bankCardTexts } from "../features/certification/certification-texts.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { memberListTexts } from "../features/member-center/member-center-texts.ts";
import { loadFailureText } from "../lib/api/refusal-message.ts";
import { ConfirmedRemoval } from "../lib/confirmed-removal.tsx";
import { SubmitRow } from "../lib/form-actions.tsx";
import { LabelledInput, LabelledSelect, ValueOptions } from "../lib/labelled-controls.tsx";
import { ListOrEmpty } from "../lib/list-or-empty.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as styles from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { businessMemberClient } from "../lib/session/business-member.server.ts";
import { memberFormAction, memberRowAction } from "../lib/session/member-action.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/user-bankcard-bankcard";

const texts = bankCardTexts;

type Cards = CallResult<typeof bankCardCalls.list>["data"];
type Card = Cards["personal"][number];

/** The member's own cards and the selected business's 对公 accounts. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = businessMemberClient(context);
  const none: Cards = { personal: [], corporate: [], mayManageCorporate: false };
  if (!member) return { cards: none, error: memberListTexts.noBusiness };
  try {
    const answer = await clientCall(bankCardCalls.list)(member, { silent: true });
    return { cards: answer.data, error: null };
  } catch (error) {
    return { cards: none, error: loadFailureText(error, texts.loadFailed) };
  }
}

/** Binds a card or an account, unbinds one, or makes one the default. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "confirm-deposit") return memberFormAction(context, bankCardCalls.confirmDeposit, form);
  if (intent === "unbind" || intent === "default") {
    const call = intent === "unbind" ? bankCardCalls.unbind : bankCardCalls.setDefault;
    return memberRowAction(context, form, texts.missing, (client, id) => clientCall(call)(client, { id }, { silent: true }));
  }
  const kind = form.get("kind") === "corporate" ? "corporate" : "personal";
  // An empty 开户银行 is no bank name: the services know most banks from the card number.
  return memberFormAction(context, bankCardCalls.bind, form, { kind, bankName: form.get("bankName")?.toString().trim() || undefined });
}

/**
 * A 对公 account's 小额打款 check: what to wait for while finance has still to send the amount, then
 * the amount the member read off the account's statement.
 */
function DepositCheck({ card, deposit, busy }: { card: Card; deposit: NonNullable<Card["deposit"]>; busy: boolean }) {
  if (!deposit.sent) return <p data-testid="deposit-pending">{texts.depositPending.replace("{reference}", deposit.reference)}</p>;
  const labelId = `deposit-hint-${card.id}`;
  return (
    <MayCall call={bankCardCalls.confirmDeposit}>
      <Form method="post" aria-describedby={labelId} data-testid="deposit-check">
        <p id={labelId}>{texts.depositHint.replace("{reference}", deposit.reference).replace("{left}", String(deposit.attemptsLeft))}</p>
        <input type="hidden" name="id" value={card.id} />
        <LabelledInput
          id={`deposit-amount-${card.id}`}
          label={texts.depositAmount}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          required
        />
        <SubmitRow label={texts.depositConfirm} busy={busy} intent="confirm-deposit" />
      </Form>
    </MayCall>
  );
}

/** One card or account with what may be done to it. */
function CardItem({ card, mayChange }: { card: Card; mayChange: boolean }) {
  const busy = useNavigation().state === "submitting";
  return (
    <li className={styles.panel} data-testid="bank-card">
      <strong>{card.bankName}</strong> <span>{card.maskedNumber}</span> <span>{card.holderName}</span>{" "}
      {card.isDefault && <span className={styles.tag}>{texts.default}</span>}
      {card.deposit && <span className={styles.tag}>{texts.unverified}</span>}
      {mayChange && card.deposit && <DepositCheck card={card} deposit={card.deposit} busy={busy} />}
      {mayChange && (
        <div className={styles.actions}>
          {!card.isDefault && !card.deposit && (
            <MayCall call={bankCardCalls.setDefault}>
              <Form method="post">
                <input type="hidden" name="id" value={card.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="default"
                  variant="ghost"
                  size="small"
                  aria-label={`${texts.makeDefault}：${card.bankName} ${card.maskedNumber}`}
                >
                  {texts.makeDefault}
                </Button>
              </Form>
            </MayCall>
          )}
          <ConfirmedRemoval
            call={bankCardCalls.unbind}
            intent="unbind"
            id={card.id}
            texts={{
              ask: texts.unbind,
              askLabel: `${texts.unbind}：${card.bankName} ${card.maskedNumber}`,
              question: texts.unbindConfirm,
              yes: texts.unbindYes,
              cancel: memberListTexts.cancel,
            }}
          />
        </div>
      )}
    </li>
  );
}

/** 银行卡 (spec §2 /user/bankcard/bankcard): bind, unbind and default, for payments (the services issue). */
export default function BankCards({ loaderData, actionData }: Route.ComponentProps) {
  const { cards, error } = loaderData;
  const { session } = useRootData();
  const busy = useNavigation().state === "submitting";
  return (
    <div className={styles.inner} data-testid="bank-cards">
      <h1>{texts.title}</h1>
      <ActionNotice answer={actionData} />
      {error && <p role="alert">{error}</p>}
      <section aria-labelledby="personal-cards">
        <h2 id="personal-cards">{texts.personal}</h2>
        <ListOrEmpty items={cards.personal} empty={<Empty description={texts.nonePersonal} />} className={styles.plainList}>
          {(card) => <CardItem key={card.id} card={card} mayChange />}
        </ListOrEmpty>
      </section>
      <section aria-labelledby="corporate-cards">
        <h2 id="corporate-cards">{texts.corporate}</h2>
        <ListOrEmpty items={cards.corporate} empty={<Empty description={texts.noneCorporate} />} className={styles.plainList}>
          {(card) => <CardItem key={card.id} card={card} mayChange={cards.mayManageCorporate} />}
        </ListOrEmpty>
      </section>
      <MayCall call={bankCardCalls.bind}>
        <Form method="post" className={styles.panel} aria-labelledby="bind-title">
          <h2 id="bind-title">{texts.bindTitle}</h2>
          <fieldset className={styles.choices}>
            <legend>{texts.kind}</legend>
            <label className={styles.choice}>
              <input type="radio" name="kind" value="personal" defaultChecked />
              {texts.personalKind}
            </label>
            {cards.mayManageCorporate && (
              <label className={styles.choice}>
                <input type="radio" name="kind" value="corporate" />
                {texts.corporateKind}
              </label>
            )}
          </fieldset>
          <p>{texts.hint.replace("{name}", session.realName ?? "").replace("{business}", session.company?.name ?? "")}</p>
          <LabelledInput id="card-number" label={texts.number} name="cardNumber" inputMode="numeric" autoComplete="cc-number" maxLength={40} required />
          <LabelledInput
            id="card-holder"
            label={texts.holder}
            name="holderName"
            defaultValue={session.realName ?? ""}
            autoComplete="cc-name"
            maxLength={100}
            required
          />
          <LabelledSelect id="card-bank" label={texts.bank} name="bankName" defaultValue="">
            <option value="">{texts.bankAuto}</option>
            <ValueOptions values={texts.banks} />
          </LabelledSelect>
          <SubmitRow label={texts.bind} busy={busy} intent="bind" />
        </Form>
      </MayCall>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
