/**
 * The confirmation a page shows after a change: an action redirects to the page with `?result=<key>`
 * (so a reload does not repeat the change), and the page looks the key up among its own messages.
 * An unknown or missing key shows nothing.
 */
export function resultMessage(request: Request, messages: Readonly<Record<string, string>>): string | null {
  const key = new URL(request.url).searchParams.get("result");
  return key !== null && Object.hasOwn(messages, key) ? (messages[key] ?? null) : null;
}
