import { describe, expect, it } from "vitest";
import { messageOf } from "./messages/format-message.ts";
import { noticeNavigation } from "./notice/notice-routing.ts";
import { accessRedirect } from "./session/access-guard.ts";
import { crossSiteUrl } from "./session/cross-site.ts";
import { footerLinkTarget } from "./site/footer.ts";
import { companySelectorWidth, unreadBadgeText } from "./site/header-display.ts";
import { menuNavigation, parseHomeSection } from "./site/header-menu.ts";
import { safeHref } from "./site/safe-href.ts";
import { naughtyStrings, xssPayloads } from "./testing/corpora.ts";
import { bankOfCardNumber, maskBankCardNumber, validateBankCardNumber } from "./validation/bank-card.validator.ts";
import { validateCreditCode } from "./validation/credit-code.validator.ts";
import { validateIdCardNumber } from "./validation/id-card.validator.ts";
import { validatePhone, validatePhoneForCode } from "./validation/phone.validator.ts";
import { validateUploadFile } from "./validation/upload-file.validator.ts";

// Every rule that takes text from users, CMS operators or other sites is run over the public
// corpora: none may throw, and none may turn hostile text into a navigable script address.
const inputs = [...naughtyStrings(), ...xssPayloads()];

describe("rules over the naughty-strings and XSS corpora", () => {
  it(`never throw on ${inputs.length} hostile strings`, () => {
    for (const text of inputs) {
      validatePhone(text);
      validatePhoneForCode(text);
      expect(validateIdCardNumber(text).ok).toBe(false);
      expect(validateCreditCode(text).ok).toBe(false);
      validateBankCardNumber(text);
      bankOfCardNumber(text);
      expect(maskBankCardNumber(text)).toMatch(/^\*{4}( \*{4} \*{4} \d{4})?$/);
      const file = validateUploadFile({ name: text, size: 1 });
      if (!file.ok) expect(messageOf(file)).toContain(text);
      accessRedirect(text, null);
      parseHomeSection(text);
      menuNavigation("news", text);
      companySelectorWidth(text);
      unreadBadgeText(Number(text));
    }
  });

  it("never produce a script address from a hostile link", () => {
    for (const text of inputs) {
      const footer = footerLinkTarget({ articleTitle: "x", url: text, id: text });
      if (footer?.kind === "url") expect(footer.href).toMatch(/^(https?:\/\/|\/)/i);
      if (footer?.kind === "help") expect(footer.to.startsWith("/default/home/help?id=")).toBe(true);
      const href = safeHref(text);
      expect(href === "" || /^(https?:\/\/|\/)/i.test(href)).toBe(true);
      const navigation = noticeNavigation({ id: 1, jumpUrl: text, pageSource: 0 });
      if (navigation.kind === "navigate") expect(navigation.to).toMatch(/^\/(?!\/)/);
    }
  });

  it("keep a hostile target inside the query of a cross-site address", () => {
    for (const text of inputs) {
      const url = new URL(crossSiteUrl({ siteOrigin: "https://mat.example.cn", target: text, token: "t", companyId: "1" }));
      expect(url.origin).toBe("https://mat.example.cn");
      expect(url.pathname).toBe("/login-back");
    }
  });
});
