import { z } from "zod";
import { envelope } from "./envelope.ts";

/** Paths of the CMS service calls. */
export const cmsPaths = {
  platformConfigList: "/api/rs-cms-service/ecomm/front/platformConfig/list",
} as const;

/** One region's branding (spec §3 platform configuration). */
export const platformConfigSchema = z.object({
  platformCode: z.string().min(1).max(64),
  ngCode: z.string().min(1).max(255),
  baseTitle: z.string().max(100),
  subTitle: z.string().max(200),
  logoImg: z.string().max(2048),
  codeImg: z.string().max(2048),
  dataSource: z.string().max(64),
  /** Targets of the footer's QR codes and the download pages' store links (absolute, or a path on the portal's host); empty when not configured. */
  officialAccountUrl: z.string().max(2048).default(""),
  appDownloadUrl: z.string().max(2048).default(""),
  customerServiceUrl: z.string().max(2048).default(""),
  iosAppUrl: z.string().max(2048).default(""),
  androidAppUrl: z.string().max(2048).default(""),
  /** The footer's 服务热线 and its hours (back office 平台设置). */
  hotline: z.string().max(20).default(""),
  serviceHours: z.string().max(50).default(""),
  /** Keys of the sections the platform hides (back office 平台设置); absent from an older service: the platform code's rule. */
  hiddenSections: z.array(z.string().max(64)).max(20).optional(),
  /** Every host the platform answers to (ngCode is the first); absent from an older service: ngCode alone. */
  hosts: z.array(z.string().max(253)).max(20).optional(),
  /** The footer's 备案号, 公安备案号, 主办单位 and the platform's own links (back office 平台设置); empty: the catalogue's. */
  icpNumber: z.string().max(50).default(""),
  publicSecurityNumber: z.string().max(50).default(""),
  operatingCompany: z.string().max(100).default(""),
  footerLinks: z
    .array(z.object({ title: z.string().max(20), url: z.string().max(500) }))
    .max(10)
    .default([]),
});

/** GET platformConfig/list: every configuration; the caller picks by request host. */
export const platformConfigListResponse = envelope(z.array(platformConfigSchema));
