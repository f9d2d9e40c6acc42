import { deskTexts } from "../desk-texts.ts";

/** A page's `meta`: its title in the back office's name. */
export const pageTitle = (title: string) => [{ title: `${title} - ${deskTexts.brand}` }];
