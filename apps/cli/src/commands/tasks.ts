import { parseArgs } from "node:util";
import { MODALITIES, MODALITY_LABELS, type TaskJson, tasksAsJson } from "@modelhub/catalog";
import type { Command } from "../command";

function flagsNote(task: TaskJson): string {
  const hidden = [task.hideInModels && "models", task.hideInDatasets && "datasets"].filter(Boolean);
  return hidden.length > 0
    ? `  (hidden in ${hidden.join(" and ")} listing${hidden.length > 1 ? "s" : ""})`
    : "";
}

/** The readable listing: tasks grouped by modality, in display order. */
function tasksAsText(tasks: TaskJson[]): string {
  const width = Math.max(...tasks.map((task) => task.id.length));
  const sections: string[] = [];
  for (const modality of MODALITIES) {
    const group = tasks.filter((task) => task.modality === modality);
    if (group.length === 0) continue;
    const lines = group.map((task) => {
      const count = task.subtasks.length;
      const subtasks = count > 0 ? `  [${count} subtask${count === 1 ? "" : "s"}]` : "";
      return `  ${task.id.padEnd(width)}  ${task.name}${subtasks}${flagsNote(task)}`;
    });
    sections.push(`${MODALITY_LABELS[modality]} (${group.length})\n${lines.join("\n")}`);
  }
  return `${sections.join("\n\n")}\n\n${tasks.length} tasks.\n`;
}

export const tasksCommand: Command = {
  summary: "List the task catalogue (pipeline types)",
  help: `Usage: modelhub tasks [--json]

Lists every task type a model or dataset can be tagged with, grouped by modality.

Options:
  --json      Print a JSON array instead: one object per task with "id", "name", "modality",
              "subtasks" ([{"type", "name"}]), "hideInModels" and "hideInDatasets" (booleans).
  -h, --help  Show this help.
`,
  run(args, io) {
    const { values } = parseArgs({ args, options: { json: { type: "boolean" } }, allowPositionals: false });
    const tasks = tasksAsJson();
    io.stdout.write(values.json ? `${JSON.stringify(tasks, null, 2)}\n` : tasksAsText(tasks));
    return 0;
  },
};
