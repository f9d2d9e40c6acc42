import { richTextImagePrefixes } from "@cidp/api-client/contract";
import { createRichTextSanitizer } from "@cidp/domain/rich-text";

/** Article and help HTML reduced to the shared rich-text policy, images only from the platform's own paths. */
export const { sanitize: sanitizeRichText } = createRichTextSanitizer(richTextImagePrefixes);
