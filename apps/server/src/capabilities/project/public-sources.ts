import { regionNameOf } from "../../http/regions.ts";
import { rowSearchSource } from "../../platform/search/sources.ts";
import type { SitemapSource } from "../../platform/sitemap/repository.ts";
import { createProjectRepository } from "./project-repository.ts";
import { isPublicProject, marketProjects } from "./schema.ts";

/** Project needs the public pages show (published, past their deadline or completed). */
export const projectSearchSource = rowSearchSource(
  "project",
  (db, ids) => createProjectRepository(db).publicWithPublishers(ids),
  ({ project, publisher }) => ({
    refId: project.id,
    title: project.title,
    body: [regionNameOf(project.regionCode), project.category, project.requiredGrade, publisher, project.scope].filter(Boolean).join(" "),
    publishedAt: project.publishedAt ?? project.createdAt,
  }),
);

/** The needs the public pages show (drafts and withdrawn ones are not public). */
export const projectSitemapSource: SitemapSource = {
  table: marketProjects,
  id: marketProjects.id,
  lastmod: marketProjects.updatedAt,
  where: isPublicProject(),
};
