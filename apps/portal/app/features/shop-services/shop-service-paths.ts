/** The pages of 服务发布 and 已售服务, and the public service page. */
export const shopServicePaths = {
  list: "/user/service-publish/list",
  add: "/user/service-publish/add",
  detail: (id: number) => `/user/service-publish/detail?id=${id}`,
  edit: (id: number) => `/user/service-publish/add?id=${id}`,
  knowledgeList: "/user/service-publish/knowledge-list",
  knowledgeAdd: "/user/service-publish/knowledge-add",
  knowledgeEdit: (id: number) => `/user/service-publish/knowledge-add?id=${id}`,
  knowledgeDetail: (id: number) => `/user/service-publish/knowledge-detail?id=${id}`,
  knowledgeArticle: (articleId: number) => `/default/knowledge-base/knowledge-details?id=${articleId}`,
  sold: "/user/service-selled-list",
  soldDetail: (orderNo: string) => `/user/service-selled-list/detail?id=${encodeURIComponent(orderNo)}`,
  publicDetail: (id: number) => `/default/service/detail?id=${id}`,
  shop: (businessId: number) => `/shop/pc?company=${businessId}`,
} as const;
