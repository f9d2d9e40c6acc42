import { Badge } from "@cidp/ui";
import type { Decorator } from "@storybook/react-vite";
import type { CSSProperties, ReactNode } from "react";

/** The args panel's controls, each with the description designers read beside it. */
export const control = {
  text: (description: string) => ({ control: "text", description }) as const,
  boolean: (description: string) => ({ control: "boolean", description }) as const,
  object: (description: string) => ({ control: "object", description }) as const,
  /** A number field; with a range (even an empty one) the field keeps to it. */
  number: (description: string, range?: { readonly min?: number; readonly max?: number }) =>
    range ? ({ control: { type: "number", ...range }, description } as const) : ({ control: "number", description } as const),
  /** One of a few options, side by side. */
  radio: <const O extends readonly unknown[]>(options: O, description: string) => ({ control: "inline-radio", options, description }) as const,
};

/** Shows the story inside a box of the given size or padding, as the component sits on a page. */
export const framed =
  (style: CSSProperties): Decorator =>
  (Story) => <div style={style}>{Story()}</div>;

/** A tab label with its unread count, as the message tabs show it. */
export const withUnread = (label: string, count: number): ReactNode => (
  <>
    {`${label} `}
    <Badge count={count} />
  </>
);
