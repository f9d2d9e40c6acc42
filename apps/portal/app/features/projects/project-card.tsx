import { Link } from "react-router";
import * as cards from "../../lib/market-cards.css.ts";
import { projectTexts as texts } from "./projects-texts.ts";

/** What a card needs of a project need (the public list, the suggestions, the member's lists). */
interface CardProject {
  id: number;
  title: string;
  category: string;
  regionName: string;
  budgetText: string;
  requiredGrade: string;
  deadline: string;
  stateLabel: string;
  publisherName: string;
  registrationCount: number;
}

/** One project need as a card: title to its public page, budget, region, grade and deadline. */
export function ProjectCard({ project, children }: { project: CardProject; children?: React.ReactNode }) {
  return (
    <li className={cards.card} data-testid="project-card">
      <h2 className={cards.cardTitle}>
        <Link to={`/default/project/detail?id=${project.id}`}>{project.title}</Link>
      </h2>
      <p className={cards.facts}>
        <span>
          {texts.budget}：<span className={cards.figure}>{project.budgetText}</span>
        </span>
        <span>{project.regionName}</span>
        <span>{project.category}</span>
        <span>
          {texts.requiredGrade}：{project.requiredGrade || texts.noGradeRequired}
        </span>
        <span>
          {texts.deadline}：{project.deadline.slice(0, 16)}
        </span>
        <span>{project.stateLabel}</span>
        <span>{texts.registrations.replace("{n}", String(project.registrationCount))}</span>
        <span>{project.publisherName}</span>
      </p>
      {children}
    </li>
  );
}
