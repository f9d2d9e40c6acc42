/** The lesson pages' addresses (spec §2 law-services/law-lesson/…). */
export const lessonPages = {
  list: "/default/comprehensives-ervices/law-services/law-lesson/lawlesson-list",
  detail: (id: number) => `/default/comprehensives-ervices/law-services/law-lesson/lawlesson-detail?id=${id}`,
  video: (id: number, chapter: number) => `/default/comprehensives-ervices/law-services/law-lesson/lawlesson-video?id=${id}&chapter=${chapter}`,
};
