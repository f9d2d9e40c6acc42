import type { CallResult, operatorCalls } from "@cidp/api-client/contract";

/** What the back office's picture routes answer the editor: a registration, a picture's address, or the refusal to show. */
export type PictureAnswer = { registration: CallResult<typeof operatorCalls.contentPictureRegister>["data"] } | { url: string } | { error: string };

/** The back office's own routes the editor's upload engine calls (content-picture-register.ts, content-picture-confirm.ts). */
export const pictureRoutes = {
  register: "/content/pictures/register",
  confirm: (resourceId: string) => `/content/pictures/${encodeURIComponent(resourceId)}/confirm`,
} as const;
