/** A member-center menu entry (the contract's platformMenuSchema). */
export interface PlatformMenu {
  id: string;
  menuName: string;
  path: string;
  icon: string;
  children: PlatformMenu[];
}

const leaf = (id: string, menuName: string, path: string, icon = ""): PlatformMenu => ({ id, menuName, path, icon, children: [] });

const common: PlatformMenu[] = [
  {
    id: "account",
    menuName: "账户管理",
    path: "",
    icon: "user",
    children: [
      leaf("account-home", "个人中心", "/user/default"),
      leaf("account-cert", "账户认证", "/user/standard-certification/standard-index"),
      leaf("account-password", "密码管理", "/user/password/same"),
      leaf("account-bankcard", "银行卡", "/user/bankcard/bankcard"),
      leaf("account-notice", "消息通知", "/user/notice"),
    ],
  },
  {
    id: "company",
    menuName: "企业管理",
    path: "",
    icon: "team",
    children: [
      leaf("company-members", "成员管理", "/user/member-management/member-list"),
      leaf("company-roles", "角色管理", "/user/role-management/role-list"),
    ],
  },
];

const requireSide: PlatformMenu = {
  id: "purchase",
  menuName: "采购管理",
  path: "",
  icon: "shopping",
  children: [
    leaf("purchase-inquiry", "询价单", "/user/building-materials/addInquirySheet"),
    leaf("purchase-tenders", "招标管理", "/user/invite-tenders/default"),
    leaf("purchase-equipment", "设备求租", "/user/equipment/create-in"),
    leaf("purchase-project", "项目撮合", "/user/project/project-details"),
    leaf("purchase-services", "已购服务", "/user/service-buy-list"),
  ],
};

const supplySide: PlatformMenu = {
  id: "sales",
  menuName: "销售管理",
  path: "",
  icon: "shop",
  children: [
    leaf("sales-quotation", "我的报价", "/user/my-quotation/default"),
    leaf("sales-bid", "我的投标", "/user/my-bid/default"),
    leaf("sales-products", "产品发布", "/user/my-products/proPublish"),
    leaf("sales-equipment", "设备出租", "/user/equipment/create-out"),
    leaf("sales-services", "服务发布", "/user/service-publish/list"),
    leaf("sales-shop", "店铺装修", "/user/shop-decoration"),
  ],
};

const finance: PlatformMenu = {
  id: "finance",
  menuName: "金融服务",
  path: "",
  icon: "bank",
  children: [leaf("finance-list", "融资申请", "/user/financial-service/financial-list"), leaf("finance-vip", "VIP 购买", "/user/vip/buy")],
};

/** The member-center menus of a business: its side of the marketplace decides the trade menu. */
export function menusFor(companyType: string): PlatformMenu[] {
  return [...common, companyType === "supply" ? supplySide : requireSide, finance];
}
