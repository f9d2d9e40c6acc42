import { Link } from "react-router";
import * as styles from "./services.css.ts";
import { serviceTexts as texts } from "./services-texts.ts";

/** A bound card as the choice shows it. */
interface BoundCard {
  id: number;
  bankName: string;
  maskedNumber: string;
}

/**
 * 支付方式: what the platform offers — the member's bound cards (the first chosen) when 快捷支付 is
 * offered, with a link to bind one when there is none; WeChat Pay; Alipay; 对公转账 where this
 * purchase may use it (`transferNote` says when and how long it takes; null: not offered here).
 */
export function PaymentMethods({
  methods,
  cards,
  transferNote = null,
}: {
  methods: readonly string[];
  cards: readonly BoundCard[];
  transferNote?: string | null;
}) {
  const byCard = methods.includes("bank_card");
  const first = byCard && cards.length > 0 ? "card" : methods.find((method) => method !== "bank_card" && method !== "bank_transfer");
  return (
    <fieldset className={styles.methods}>
      <legend>{texts.method}</legend>
      {byCard &&
        cards.map((card, index) => (
          <label key={card.id}>
            <input type="radio" name="method" value={`card:${card.id}`} defaultChecked={index === 0} required />
            {texts.bankCard}：{card.bankName} {card.maskedNumber}
          </label>
        ))}
      {byCard && cards.length === 0 && (
        <p>
          {texts.noCards} <Link to="/user/bankcard/bankcard">{texts.bindCard}</Link>
        </p>
      )}
      {methods.includes("wechat") && (
        <label>
          <input type="radio" name="method" value="wechat" defaultChecked={first === "wechat"} required />
          {texts.wechat}
        </label>
      )}
      {methods.includes("alipay") && (
        <label>
          <input type="radio" name="method" value="alipay" defaultChecked={first === "alipay"} required />
          {texts.alipay}
        </label>
      )}
      {transferNote !== null && methods.includes("bank_transfer") && (
        <label>
          <input type="radio" name="method" value="bank_transfer" required />
          {texts.bankTransfer}
          {transferNote}
        </label>
      )}
    </fieldset>
  );
}
