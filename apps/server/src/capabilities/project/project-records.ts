import { effectiveProjectState, PROJECT_MESSAGES, type ProjectEvent, type ProjectState, transitionProject } from "@cidp/domain";
import type { StateChangeRecord } from "../../platform/records/state-change.ts";
import { refuse } from "../../runtime/refusal.ts";
import { marketProjects } from "./schema.ts";

type ProjectRefusalCode = Extract<ReturnType<typeof transitionProject>, { ok: false }>["code"];

/** A publisher's action on its project, at the time it is taken (the deadline is read against it). */
interface ProjectAction {
  action: ProjectEvent;
  at: Date;
}

/**
 * Projects as a state-change record: `transitionProject` decides from the state as of the action (a
 * published need past its deadline is 报名截止 already, so completing it closes it on the way);
 * publishing stamps the publish time. The write is guarded by the state read, so two actions racing
 * change the project once.
 */
export const projectRecord: StateChangeRecord<typeof marketProjects, ProjectAction, ProjectRefusalCode> = {
  table: marketProjects,
  transition: (row, { action, at }) => {
    const moved = transitionProject(effectiveProjectState(row.state as ProjectState, row.deadline, at), action);
    if (!moved.ok) return moved;
    return { ok: true, value: { set: { state: moved.value, ...(action === "publish" ? { publishedAt: at } : {}) }, changed: true } };
  },
  // The machine's one refusal; a project that moved on since it was read is refused the same way.
  refusal: () => refuse("state", PROJECT_MESSAGES["project.transition-forbidden"]),
  touch: (at) => ({ updatedAt: at }),
};
