/** A company's public page (企业详情), by the business's id. */
export const companyDetailPath = (id: number) => `/default/company/detail?id=${id}`;
