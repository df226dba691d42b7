import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "@modelhub/store";
import { afterAll, describe, expect, it } from "vitest";
import type { AppsJson } from "../src/commands/apps";
import { runCli } from "./run-cli";

const dir = mkdtempSync(join(tmpdir(), "modelhub-apps-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeJson(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

const ggufModel = {
  id: "bartowski/Llama-3.2-3B-Instruct-GGUF",
  pipeline_tag: "text-generation",
  tags: ["gguf", "conversational"],
  gguf: { context_length: 131072 },
  siblings: ["Llama-3.2-3B-Instruct-Q8_0.gguf", "Llama-3.2-3B-Instruct-Q4_K_M.gguf", "mmproj-f16.gguf"].map(
    (rfilename) => ({ rfilename }),
  ),
};
const servedModel = {
  id: "Qwen/Qwen2.5-7B-Instruct",
  pipeline_tag: "text-generation",
  library_name: "transformers",
  tags: ["transformers", "text-generation", "conversational", "text-generation-inference"],
};

describe("modelhub apps MODEL", () => {
  it("prints each app that runs the model, with its link and commands for the Q4_K_M file", async () => {
    const { code, stdout, stderr } = await runCli("apps", writeJson("gguf.json", ggufModel));
    expect(code).toBe(0);
    expect(stderr).toBe("");
    expect(stdout).toMatch(/^GGUF file: Llama-3\.2-3B-Instruct-Q4_K_M\.gguf \(Q4_K_M\)\n/u);
    expect(stdout).toContain("\n== Ollama (ollama) ==\nDocs: https://ollama.com\n\n");
    expect(stdout).toContain("ollama run hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M\n");
    expect(stdout).toContain("\n== RecurseChat (recursechat) · macOS only ==\n");
    expect(stdout).toContain(
      "Open: lmstudio://open_from_hf?model=bartowski/Llama-3.2-3B-Instruct-GGUF&file=Llama-3.2-3B-Instruct-Q4_K_M.gguf\n",
    );
    // SGLang serves no GGUF files (vLLM does, so it is listed too).
    expect(stdout).not.toContain("(sglang)");
    expect(stdout).toContain("(vllm)");
  });

  it("loads the file --file names in every command and link", async () => {
    const path = writeJson("gguf2.json", ggufModel);
    const { code, stdout } = await runCli(
      "apps",
      path,
      "--file",
      "Llama-3.2-3B-Instruct-Q8_0.gguf",
      "--json",
    );
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as AppsJson;
    expect([json.file, json.quant]).toEqual(["Llama-3.2-3B-Instruct-Q8_0.gguf", "Q8_0"]);
    const llama = json.apps.find((app) => app.app === "llama.cpp");
    expect(llama?.snippets.map((s) => s.content).join("\n")).toContain(
      "llama-server -hf bartowski/Llama-3.2-3B-Instruct-GGUF:Q8_0",
    );
    expect(json.apps.find((app) => app.app === "lmstudio")?.deepLink).toMatch(
      /&file=Llama-3\.2-3B-Instruct-Q8_0\.gguf$/u,
    );
  });

  it("gives the serving engines of a transformers model, and --app keeps one", async () => {
    const path = writeJson("served.json", servedModel);
    const all = JSON.parse((await runCli("apps", path, "--json")).stdout) as AppsJson;
    expect(all.file).toBeNull();
    expect(all.apps.map((app) => app.app)).toEqual(["docker-model-runner", "sglang", "tgi", "vllm"]);
    const { code, stdout } = await runCli("apps", path, "--app", "vllm");
    expect(code).toBe(0);
    expect(stdout).toContain("== vLLM (vllm) ==\n");
    expect(stdout).toContain("vllm serve Qwen/Qwen2.5-7B-Instruct\n");
    expect(stdout).toContain("curl http://localhost:8000/v1/chat/completions");
    expect(stdout).not.toContain("(tgi)");
  });

  it("says so when the app does not run the model", async () => {
    const { code, stdout, stderr } = await runCli(
      "apps",
      writeJson("served2.json", servedModel),
      "--app",
      "ollama",
    );
    expect(code).toBe(0);
    expect(stdout).toBe("");
    expect(stderr).toBe("Ollama does not run Qwen/Qwen2.5-7B-Instruct\n");
  });

  it("is a usage error for an unknown app, a file the model does not list, or no MODEL", async () => {
    const path = writeJson("gguf3.json", ggufModel);
    const unknownApp = await runCli("apps", path, "--app", "nope");
    expect(unknownApp.code).toBe(2);
    expect(unknownApp.stderr).toContain("unknown app 'nope' (one of: atomic-chat, backyard,");
    const projector = await runCli("apps", path, "--file", "mmproj-f16.gguf");
    expect(projector.code).toBe(2);
    expect(projector.stderr).toContain(
      '"mmproj-f16.gguf" is not a loadable .gguf file of bartowski/Llama-3.2-3B-Instruct-GGUF; its loadable .gguf files: Llama-3.2-3B-Instruct-Q4_K_M.gguf, Llama-3.2-3B-Instruct-Q8_0.gguf',
    );
    expect((await runCli("apps")).code).toBe(2);
  });

  it("looks a model id up in the store given with --db", async () => {
    const dbPath = join(dir, "store.db");
    const store = await openStore(dbPath);
    try {
      await store.models.upsert(ggufModel);
    } finally {
      await store.close();
    }
    const { code, stdout } = await runCli("apps", ggufModel.id, "--db", dbPath, "--app", "jan");
    expect(code).toBe(0);
    expect(stdout).toContain("Open: jan://models/huggingface/bartowski/Llama-3.2-3B-Instruct-GGUF\n");
  });

  it("has help and is listed", async () => {
    const help = await runCli("apps", "--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: modelhub apps MODEL [--app ID] [--file FILE] [--json] [--db PATH]");
    expect((await runCli("--help")).stdout).toMatch(
      /\n {2}apps {2,}Print how to run a model with local apps/,
    );
  });
});
