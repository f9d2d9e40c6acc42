import { richTextImagePrefixes } from "@cidp/api-client/contract";
import { createRichTextSanitizer } from "@cidp/domain/rich-text";

/** Sanitises again, at render, what the services stored sanitised: one policy on both sides. */
export const { sanitize: sanitizeRichText } = createRichTextSanitizer(richTextImagePrefixes);
