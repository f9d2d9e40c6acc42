import { SHOP_BANNER_MAX_MB } from "@cidp/domain";

/** The shop calls' refusals, in Chinese. */
export const shopMessages = {
  notFound: "店铺不存在或企业尚未通过认证",
  /** A shop platform staff hid from visitors (back office 会员管理): the visitor reads only that it is unavailable. */
  unavailable: "该店铺暂不可访问",
  bannerInvalid: "横幅图片不正确，请重新上传（仅支持 JPG、PNG、WEBP 图片）",
  bannerTooLarge: (name: string) => `横幅图片“${name}”超过${SHOP_BANNER_MAX_MB}MB，请压缩后重新上传`,
  productsUnavailable: "所选产品已下架或不属于本企业，请重新选择",
  servicesUnavailable: "所选服务已下架或不属于本企业，请重新选择",
} as const;
