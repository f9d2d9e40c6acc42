import { Link } from "react-router";
import * as styles from "./services.css.ts";
import { serviceTexts as texts } from "./services-texts.ts";

/** A bound card as the choice shows it. */
interface BoundCard {
  id: number;
  bankName: string;
  maskedNumber: string;
}

/** 支付方式: the member's bound cards (the first chosen), WeChat Pay and Alipay; a link to bind a card when there is none. */
export function PaymentMethods({ cards }: { cards: readonly BoundCard[] }) {
  return (
    <fieldset className={styles.methods}>
      <legend>{texts.method}</legend>
      {cards.map((card, index) => (
        <label key={card.id}>
          <input type="radio" name="method" value={`card:${card.id}`} defaultChecked={index === 0} required />
          {texts.bankCard}：{card.bankName} {card.maskedNumber}
        </label>
      ))}
      {cards.length === 0 && (
        <p>
          {texts.noCards} <Link to="/user/bankcard/bankcard">{texts.bindCard}</Link>
        </p>
      )}
      <label>
        <input type="radio" name="method" value="wechat" defaultChecked={cards.length === 0} required />
        {texts.wechat}
      </label>
      <label>
        <input type="radio" name="method" value="alipay" required />
        {texts.alipay}
      </label>
    </fieldset>
  );
}
