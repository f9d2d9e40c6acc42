import { isPayableFen } from "@cidp/domain";
import type { OrderableKind } from "../../platform/order/orderable-kinds.ts";
import { createLessonRepository } from "./repository.ts";

/** 法律课程: bought once per business; watching is granted by the paid order itself (the repository's `businessOwns`). */
export const lessonKind: OrderableKind = {
  async find(db, itemId, buyer) {
    const lessons = createLessonRepository(db);
    const lesson = await lessons.lessonRow(itemId);
    if (!lesson) return undefined;
    if (lesson.priceFen === 0) return { refused: "免费课程无需购买，可直接学习" };
    if (!isPayableFen(lesson.priceFen)) return { refused: "该课程暂不可在线购买" };
    if (await lessons.businessOwns(buyer.businessId, itemId)) return { refused: "本企业已购买该课程，可直接学习" };
    return { title: lesson.title, priceFen: lesson.priceFen };
  },
  returnPath: (orderNo) => `/default/comprehensives-ervices/law-services/law-lesson/pay/success?orderNo=${orderNo}`,
};
