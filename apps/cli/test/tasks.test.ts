import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli";

interface PrintedTask {
  id: string;
  name: string;
  modality: string;
  subtasks: { type: string; name: string }[];
  hideInModels: boolean;
  hideInDatasets: boolean;
}

describe("modelhub tasks", () => {
  it("prints all 57 tasks as JSON with every field present", async () => {
    const { code, stdout, stderr } = await runCli("tasks", "--json");
    expect(code).toBe(0);
    expect(stderr).toBe("");
    const tasks = JSON.parse(stdout) as PrintedTask[];
    expect(tasks).toHaveLength(57);
    for (const task of tasks) {
      expect(Object.keys(task).sort()).toEqual(
        ["hideInDatasets", "hideInModels", "id", "modality", "name", "subtasks"].sort(),
      );
      expect(typeof task.hideInModels).toBe("boolean");
      expect(typeof task.hideInDatasets).toBe("boolean");
      expect(Array.isArray(task.subtasks)).toBe(true);
    }
    const ids = tasks.map((task) => task.id);
    expect(new Set(ids).size).toBe(57);
    expect(ids).toEqual([...ids].sort());
  });

  it("prints the flags and subtasks of known tasks", async () => {
    const tasks = JSON.parse((await runCli("tasks", "--json")).stdout) as PrintedTask[];
    const byId = new Map(tasks.map((task) => [task.id, task]));
    expect(byId.get("other")).toEqual({
      id: "other",
      name: "Other",
      modality: "other",
      subtasks: [],
      hideInModels: true,
      hideInDatasets: true,
    });
    expect(byId.get("any-to-any")).toMatchObject({
      hideInModels: false,
      hideInDatasets: false,
      subtasks: [],
    });
    expect(byId.get("image-to-text")?.subtasks).toEqual([
      { type: "image-captioning", name: "Image Captioning" },
    ]);
    expect(byId.get("multiple-choice")).toMatchObject({ hideInModels: true, hideInDatasets: false });
  });

  it("lists tasks grouped by modality in display order without --json", async () => {
    const { code, stdout } = await runCli("tasks");
    expect(code).toBe(0);
    const headings = stdout.split("\n").filter((line) => /^\S/.test(line) && !line.endsWith("tasks."));
    expect(headings.map((line) => line.replace(/ \(\d+\)$/, ""))).toEqual([
      "Multimodal",
      "Natural Language Processing",
      "Computer Vision",
      "Audio",
      "Tabular",
      "Reinforcement Learning",
      "Other",
    ]);
    expect(stdout).toMatch(/^ {2}automatic-speech-recognition +Automatic Speech Recognition$/m);
    expect(stdout).toMatch(/^ {2}other +Other +\(hidden in models and datasets listings\)$/m);
    expect(stdout).toMatch(/^ {2}image-to-text +Image-to-Text {2}\[1 subtask\]$/m);
    expect(stdout).toMatch(/^ {2}image-segmentation +Image Segmentation {2}\[3 subtasks\]$/m);
    expect(stdout).toContain("57 tasks.");
  });

  it("shows help with --help", async () => {
    const { code, stdout } = await runCli("tasks", "--help");
    expect(code).toBe(0);
    expect(stdout).toContain("Usage: modelhub tasks [--json]");
  });

  it("rejects unknown options and positional arguments with exit code 2", async () => {
    const bad = await runCli("tasks", "--yaml");
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toContain("--yaml");
    expect((await runCli("tasks", "extra")).code).toBe(2);
  });
});
