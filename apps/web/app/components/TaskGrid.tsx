import { Link } from "react-router";
import { formatCount } from "../lib/format";
import type { TaskIndexGroup } from "../lib/task-index.server";

/**
 * Tasks grouped by modality, each a link to its page, or to its model listing when it has none;
 * a task with neither (no page, and no model here) is shown but leads nowhere.
 */
export function TaskGrid({ groups, headingLevel = 3 }: { groups: TaskIndexGroup[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="task-grid">
      {groups.map((group) => (
        <section
          key={group.modality}
          className="task-grid__group"
          aria-labelledby={`modality-${group.modality}`}
        >
          <Heading id={`modality-${group.modality}`} className="task-grid__title">
            {group.label}
          </Heading>
          <ul className="task-grid__list">
            {group.tasks.map((task) => {
              const tile = (
                <>
                  <span className="task-tile__name">{task.name}</span>
                  {task.modelCount !== undefined ? (
                    <span className="task-tile__count">
                      {formatCount(task.modelCount)} {task.modelCount === 1 ? "model" : "models"}
                    </span>
                  ) : null}
                </>
              );
              return (
                <li key={task.id}>
                  {task.hasPage || task.modelCount !== 0 ? (
                    <Link
                      className="task-tile"
                      to={
                        task.hasPage
                          ? `/tasks/${task.id}`
                          : `/models?pipeline_tag=${encodeURIComponent(task.id)}`
                      }
                      prefetch="intent"
                    >
                      {tile}
                    </Link>
                  ) : (
                    <span className="task-tile task-tile--inert">{tile}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
