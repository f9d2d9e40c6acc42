import { Link } from "react-router";
import { useRootData } from "../../lib/site/use-root-data.ts";
import { chatTexts } from "./chat-texts.ts";

/** Where the 联系 button of a company takes a member: the message list, opening that company's chat. */
export function contactChatPath(businessId: number): string {
  return `/user/customer-message-list?businessId=${businessId}`;
}

/**
 * 联系 on a company detail. A member goes to the message list, which opens a chat with the company's
 * contact; a visitor (as the page's session says) goes to the login site with a return address to
 * this page. Both are plain links, so the action exists before (and without) the page's script.
 */
export function ContactButton({
  businessId,
  loginHref,
  hasContact,
  className,
  hintClassName,
}: {
  businessId: number;
  /** The login site's address with the return address of this page. */
  loginHref: string;
  /** False when the company has no member to answer (nobody to chat with). */
  hasContact: boolean;
  className?: string;
  hintClassName?: string;
}) {
  const { session } = useRootData();
  if (!hasContact) return <span className={hintClassName}>{chatTexts.noContact}</span>;
  if (!session.loggedIn) {
    return (
      <>
        <a href={loginHref} className={className} aria-label={chatTexts.contactLabel} data-testid="chat-contact">
          {chatTexts.contact}
        </a>
        <span className={hintClassName}>{chatTexts.contactLoginHint}</span>
      </>
    );
  }
  return (
    <Link to={contactChatPath(businessId)} className={className} aria-label={chatTexts.contactLabel} data-testid="chat-contact">
      {chatTexts.contact}
    </Link>
  );
}
