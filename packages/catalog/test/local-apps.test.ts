import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CodeSample, compareWithGolden, findSyntaxErrors, UPDATING_FIXTURES } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { chooseGgufFile, getLocalApps, type LocalAppUse } from "../src/local-apps/app-snippets";
import { LOCAL_APPS } from "../src/local-apps/index";
import { normalizeModelRecord } from "../src/model/model-record";

// Golden files: each fixtures/local-apps/inputs/<case>.json is a model as the Hub API serves it
// (the real-* ones are records of data/sample/models.jsonl.gz). Its apps are expected in
// fixtures/local-apps/expected/<case>/: apps.txt lists them, <app>/<n>.sh holds each command and
// <app>/link.txt the deep link; NONE when no app shows. UPDATE_FIXTURES=1 rewrites them all.
const FIXTURES = join(import.meta.dirname, "fixtures", "local-apps");
const NONE_FILE = "NONE";

const cases = readdirSync(join(FIXTURES, "inputs"))
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((file) => {
    const name = file.slice(0, -".json".length);
    const model = normalizeModelRecord(JSON.parse(readFileSync(join(FIXTURES, "inputs", file), "utf8")));
    return { name, model, uses: getLocalApps(model) };
  });

function goldenFiles(uses: LocalAppUse[]): Map<string, string> {
  if (uses.length === 0) return new Map([[NONE_FILE, "no local app shows for this model\n"]]);
  const files = new Map<string, string>();
  const summary = uses.map(
    (use) => `${use.app}\t${use.prettyLabel}\t${use.mainTask}${use.macOSOnly ? "\tmacOS only" : ""}`,
  );
  files.set("apps.txt", `${summary.join("\n")}\n`);
  for (const use of uses) {
    use.snippets.forEach((snippet, index) => {
      const title = snippet.title === undefined ? "" : `# ${snippet.title}\n`;
      files.set(`${use.app}/${index + 1}.sh`, `${title}${snippet.content}\n`);
    });
    if (use.deepLink !== undefined) files.set(`${use.app}/link.txt`, `${use.deepLink}\n`);
  }
  return files;
}

/** Every file under `dir`, as paths relative to it. */
function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();
  } catch {
    return [];
  }
}

function toSamples(label: string, uses: readonly LocalAppUse[]): CodeSample[] {
  return uses.flatMap((use) =>
    use.snippets.map((snippet, index) => ({
      language: snippet.language,
      content: snippet.content,
      label: `${label} ${use.app} #${index + 1}`,
    })),
  );
}

describe("local app golden files", () => {
  it.each(cases)("$name", ({ name, uses }) => {
    const dir = join(FIXTURES, "expected", name);
    const expected = goldenFiles(uses);
    if (UPDATING_FIXTURES) {
      for (const stale of listFiles(dir).filter((file) => !expected.has(file))) rmSync(join(dir, stale));
    }
    const problems = [...expected].flatMap(
      ([file, content]) => compareWithGolden(join(dir, file), content) ?? [],
    );
    expect(problems).toEqual([]);
    expect(listFiles(dir)).toEqual([...expected.keys()].sort());
  });

  it("has a fixture for every app, where it shows with its commands or its link", () => {
    const shown = new Set<string>(
      cases.flatMap(({ uses }) =>
        uses.filter((use) => use.snippets.length > 0 || use.deepLink !== undefined).map((use) => use.app),
      ),
    );
    expect(Object.keys(LOCAL_APPS).filter((id) => !shown.has(id))).toEqual([]);
  });

  it("has no expected folder without its input", () => {
    const names = new Set(cases.map(({ name }) => name));
    const folders = readdirSync(join(FIXTURES, "expected"));
    expect(folders.filter((name) => !names.has(name))).toEqual([]);
  });
});

describe("local app snippets and links", () => {
  it("parse: every command with bash -n", () => {
    const samples = cases.flatMap(({ name, uses }) => toSamples(name, uses));
    expect(samples.length).toBeGreaterThan(100);
    expect(findSyntaxErrors(samples)).toEqual([]);
  }, 60_000);

  it("write links that parse as URLs and carry the repository and chosen file exactly", () => {
    for (const { model, uses } of cases) {
      const choice = chooseGgufFile(model);
      for (const use of uses) {
        if (use.deepLink === undefined) continue;
        const url = new URL(use.deepLink);
        expect(url.hash, use.deepLink).toBe("");
        expect(decodeURIComponent(url.href), use.deepLink).toContain(model.id);
        const params = url.searchParams;
        if (params.has("file")) expect(params.get("file"), use.deepLink).toBe(choice?.file);
      }
    }
  });

  it("mark the macOS-only apps", () => {
    const macOnly = Object.entries(LOCAL_APPS)
      .filter(([, app]) => "macOSOnly" in app && app.macOSOnly)
      .map(([id]) => id);
    expect(macOnly).toEqual(["diffusionbee", "drawthings", "joyfusion", "recursechat"]);
  });
});

// Runs a snippet with bash where no program can be found: every command goes to a handler that
// logs its arguments (and, for `cat`, copies its input as cat would), so a quoting mistake shows
// as an extra call (`rm`, `uname`, `touch`) or an argument that differs, and nothing is run.
// Each call is logged in one write, so the two sides of a pipe do not interleave.
const SANDBOX_PRELUDE = `command_not_found_handle() {
  local arg line record=$'\\x1e'
  for arg in "$@"; do record+="$arg"$'\\x1f'; done
  printf '%s' "$record" >> "$CALL_LOG"
  if [[ $1 == cat ]]; then while IFS= read -r line || [[ -n $line ]]; do printf '%s\\n' "$line"; done; fi
  return 0
}
`;

interface SandboxRun {
  /** Each command called, as its words. */
  calls: string[][];
  /** The files the snippet left in its folder (it runs with that folder as HOME and cwd). */
  files: Map<string, string>;
}

function runInSandbox(script: string): SandboxRun {
  const dir = mkdtempSync(join(tmpdir(), "local-app-snippet-"));
  try {
    mkdirSync(join(dir, ".pi", "agent"), { recursive: true });
    const log = join(dir, ".calls");
    writeFileSync(log, "");
    const result = spawnSync("/bin/bash", ["-c", SANDBOX_PRELUDE + script], {
      cwd: dir,
      env: { PATH: "/nonexistent", HOME: dir, CALL_LOG: log },
      input: "",
      encoding: "utf8",
      timeout: 10_000,
    });
    if (result.error) throw result.error;
    const calls = readFileSync(log, "utf8")
      .split("\u001e")
      .filter((call) => call !== "")
      .map((call) => call.split("\u001f").slice(0, -1));
    const files = new Map(
      listFiles(dir)
        .filter((file) => file !== ".calls")
        .map((file) => [file, readFileSync(join(dir, file), "utf8")]),
    );
    return { calls, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The words after `flag` in a call. */
function optionValue(call: string[], flag: string): string | undefined {
  const at = call.indexOf(flag);
  return at === -1 ? undefined : call[at + 1];
}

const HOSTILE_CASES = cases.filter(({ name }) => name.startsWith("hostile-"));
const RUN_COMMANDS = new Set([
  "brew",
  "curl",
  "sh",
  "bash",
  "llama-server",
  "llama-cli",
  "npx",
  "ollama",
  "docker",
  "local-ai",
  "lemonade",
  "npm",
  "mkdir",
  "cat",
  "pi",
  "hermes",
  "openclaw",
  "pip",
  "vllm",
  "python3",
  "uv",
  "mlx_lm.chat",
  "mlx_lm.server",
  "mlx_lm.generate",
]);

describe("local app snippets keep hostile metadata as data", () => {
  it("has hostile fixtures", () => {
    expect(HOSTILE_CASES.map(({ name }) => name)).toEqual(["hostile-gguf", "hostile-quant-file"]);
  });

  it.each(HOSTILE_CASES)(
    "$name: runs only the commands it shows, with the file and messages verbatim",
    ({ model, uses }) => {
      const file = chooseGgufFile(model)?.file;
      const content = model.widgetData?.[0]?.messages?.[0]?.content;
      expect(file).toBeDefined();
      for (const use of uses) {
        for (const snippet of use.snippets) {
          const { calls, files } = runInSandbox(snippet.content);
          const label = `${use.app}: ${snippet.content}`;
          expect(
            calls.map((call) => call[0]).filter((name) => !RUN_COMMANDS.has(name ?? "")),
            label,
          ).toEqual([]);
          expect(
            [...files.keys()].filter((name) => name !== ".pi/agent/models.json"),
            label,
          ).toEqual([]);
          for (const call of calls) {
            const body = optionValue(call, "-d");
            if (call[0] === "curl" && body !== undefined) {
              const request = JSON.parse(body) as { messages?: { content: unknown }[] };
              if (request.messages) expect(request.messages[0]?.content, label).toBe(content);
            }
            const hfFile = optionValue(call, "--hf-file");
            if (hfFile !== undefined) expect(hfFile, label).toBe(file);
            if (call[0] === "local-ai") expect(call.at(-1), label).toBe(`huggingface://${model.id}/${file}`);
          }
          const piModels = files.get(".pi/agent/models.json");
          if (piModels !== undefined) expect(JSON.stringify(JSON.parse(piModels)), label).toContain(model.id);
        }
      }
    },
    60_000,
  );
});

describe("the quant picker's choice", () => {
  it("fills every command and link that names a GGUF file", () => {
    const model = cases.find(({ name }) => name === "real-gguf-split-quants")?.model;
    expect(model).toBeDefined();
    if (model === undefined) return;
    const file = "Hermes-3-Llama-3.1-70B-Q8_0-00001-of-00003.gguf";
    const uses = getLocalApps(model, { repoId: model.id, file, quant: "Q8_0" });
    const byApp = new Map(uses.map((use) => [use.app, use]));
    const text = (app: string) =>
      byApp
        .get(app as never)
        ?.snippets.map((s) => s.content)
        .join("\n") ?? "";
    expect(text("llama.cpp")).toContain("llama-server -hf LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q8_0");
    expect(text("ollama")).toContain("ollama run hf.co/LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q8_0");
    expect(text("lemonade")).toContain("lemonade run user.Hermes-3-Llama-3.1-70B-GGUF-Q8_0");
    expect(text("localai")).toContain(
      `local-ai run huggingface://LoneStriker/Hermes-3-Llama-3.1-70B-GGUF/${file}`,
    );
    expect(byApp.get("lmstudio")?.deepLink).toBe(
      `lmstudio://open_from_hf?model=LoneStriker/Hermes-3-Llama-3.1-70B-GGUF&file=${file}`,
    );
    // The default choice is the Q4_K_M file, the runners' own default.
    expect(getLocalApps(model).find((use) => use.app === "ollama")?.snippets[0]?.content).toBe(
      "ollama run hf.co/LoneStriker/Hermes-3-Llama-3.1-70B-GGUF:Q4_K_M",
    );
  });
});
