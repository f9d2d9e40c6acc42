import { messages } from "../../lib/messages.ts";

/**
 * A banner's caption on a platform's host: a caption that names the platform generically (the
 * shared banner of the platform itself) names the platform of this host, so CHANGCHUN's home says
 * 长春建筑产业互联网平台 rather than the generic name; any other caption is the banner's own.
 */
export function platformCaption(title: string, baseTitle: string): string {
  return title.trim() === messages.defaultBaseTitle ? baseTitle : title;
}
