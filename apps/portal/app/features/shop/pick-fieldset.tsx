import { Link } from "react-router";
import * as page from "../../lib/page.css.ts";
import * as styles from "./decoration.css.ts";

/** One listed offer the shop may show: its id, its name and its price as the market shows it. */
export interface PickChoice {
  id: number;
  label: string;
  priceText: string;
}

/**
 * What the shop shows of one kind of offer (its products, its services): a checkbox each, posted as
 * `name` repeated, up to `max` ticked; with none listed yet, a link to where they are published.
 * The editor's layout holds the picks, so each box is controlled and `onToggle` says which changed.
 */
export function PickFieldset({
  testId,
  legend,
  help,
  error,
  choices,
  picked,
  max,
  name,
  none,
  publish,
  onToggle,
}: {
  testId: string;
  legend: string;
  help: string;
  /** The save's refusal of these picks. */
  error: string | undefined;
  choices: readonly PickChoice[];
  picked: readonly number[];
  max: number;
  name: string;
  /** What is said when nothing is listed, before the link to `publish`. */
  none: string;
  publish: { to: string; text: string };
  onToggle: (id: number, picked: boolean) => void;
}) {
  return (
    <fieldset className={page.panel} data-testid={testId}>
      <legend>{legend}</legend>
      <p className={styles.hint}>{help}</p>
      {error && <p className={styles.error}>{error}</p>}
      {choices.length === 0 ? (
        <p>
          {none} <Link to={publish.to}>{publish.text}</Link>
        </p>
      ) : (
        <ul className={styles.pickList}>
          {choices.map((choice) => {
            const isPicked = picked.includes(choice.id);
            return (
              <li key={choice.id}>
                <label>
                  <input
                    type="checkbox"
                    name={name}
                    value={choice.id}
                    checked={isPicked}
                    disabled={!isPicked && picked.length >= max}
                    onChange={() => onToggle(choice.id, isPicked)}
                  />{" "}
                  {choice.label} <span className={styles.hint}>{choice.priceText}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
