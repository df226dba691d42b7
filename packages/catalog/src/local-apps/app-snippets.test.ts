import { findSyntaxErrors } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import type { ModelRecord } from "../model/model-record";
import { normalizeModelRecord } from "../model/model-record";
import { chooseGgufFile, ggufFileChoiceOf } from "./app-snippets";
import { GGUF_RUNNERS, LOCAL_APPS } from "./index";
import type { GgufFileChoice, LocalApp } from "./types";

/** Each GGUF runner's commands for the file `choice` names (by default chooseGgufFile's). */
function getGgufRunnerSnippets(
  record: ModelRecord,
  choice: GgufFileChoice | undefined = chooseGgufFile(record),
) {
  if (choice === undefined) return [];
  return GGUF_RUNNERS.map((runner) => ({
    runner,
    snippets: (LOCAL_APPS[runner] as LocalApp).snippets?.(record, choice) ?? [],
  }));
}

function model(id: string, files: string[]) {
  return normalizeModelRecord({ id, tags: ["gguf"], siblings: files.map((rfilename) => ({ rfilename })) });
}

/** Each runner's snippets as "runner: content" lines, for compact expectations. */
function commands(files: string[], id = "bartowski/Llama-3.2-3B-Instruct-GGUF"): string[] {
  return getGgufRunnerSnippets(model(id, files)).flatMap(({ runner, snippets }) =>
    snippets.map((snippet) => `${runner}: ${snippet.content}`),
  );
}

describe("GGUF runner snippets", () => {
  it("lists the apps once each, keys sorted", () => {
    const keys = Object.keys(LOCAL_APPS);
    expect(keys).toEqual([...keys].sort());
  });

  it("run the preferred quant of a real file, by its label", () => {
    const files = ["README.md", "Llama-3.2-3B-Instruct-Q8_0.gguf", "Llama-3.2-3B-Instruct-Q4_K_M.gguf"];
    expect(chooseGgufFile(model("bartowski/Llama-3.2-3B-Instruct-GGUF", files))).toEqual({
      repoId: "bartowski/Llama-3.2-3B-Instruct-GGUF",
      file: "Llama-3.2-3B-Instruct-Q4_K_M.gguf",
      quant: "Q4_K_M",
    });
    expect(commands(files)).toEqual([
      "docker-model-runner: docker model run hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
      "llama.cpp: # macOS and Linux; on Windows: winget install llama.cpp\nbrew install llama.cpp",
      "llama.cpp: # Start a local OpenAI-compatible server with a web UI on http://localhost:8080\n" +
        "llama-server -hf bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
      "llama.cpp: # Call the server's OpenAI-compatible API\n" +
        "curl http://localhost:8080/v1/completions \\\n" +
        "    -H 'Content-Type: application/json' \\\n" +
        `    -d '{\n        "model": "bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",\n` +
        `        "prompt": "Once upon a time,",\n        "max_tokens": 128\n    }'`,
      "llama.cpp: # Chat in the terminal\nllama-cli -hf bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
      "node-llama-cpp: npx -y node-llama-cpp chat hf:bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
      "node-llama-cpp: # Check whether the model fits your hardware\n" +
        "npx -y node-llama-cpp inspect estimate hf:bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
      "ollama: ollama run hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
      "ollama: # Call the server's OpenAI-compatible API\n" +
        "curl http://localhost:11434/v1/completions \\\n" +
        "    -H 'Content-Type: application/json' \\\n" +
        `    -d '{\n        "model": "hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",\n` +
        `        "prompt": "Once upon a time,",\n        "max_tokens": 128\n    }'`,
    ]);
  });

  it("keep the UD- prefix and start split files at their first shard", () => {
    const files = [
      "UD-Q2_K_XL/Model-UD-Q2_K_XL-00002-of-00002.gguf",
      "UD-Q2_K_XL/Model-UD-Q2_K_XL-00001-of-00002.gguf",
      "mmproj-F16.gguf",
    ];
    expect(chooseGgufFile(model("unsloth/Model-GGUF", files))).toEqual({
      repoId: "unsloth/Model-GGUF",
      file: "UD-Q2_K_XL/Model-UD-Q2_K_XL-00001-of-00002.gguf",
      quant: "UD-Q2_K_XL",
    });
    expect(commands(files, "unsloth/Model-GGUF")).toContain(
      "ollama: ollama run hf.co/unsloth/Model-GGUF:UD-Q2_K_XL",
    );
  });

  it("name the exact file when its name states no quant, quoted for the shell", () => {
    const files = ["it's $(rm -rf ~) `x`.gguf"];
    const lines = commands(files, "someone/odd");
    expect(lines).toContain(
      "llama.cpp: # Chat in the terminal\nllama-cli -hf someone/odd --hf-file 'it'\\''s $(rm -rf ~) `x`.gguf'",
    );
    expect(lines).toContain(
      "node-llama-cpp: npx -y node-llama-cpp chat 'hf:someone/odd/it'\\''s $(rm -rf ~) `x`.gguf'",
    );
    expect(lines).toContain(
      "ollama: # The file names state no quant: Ollama picks the repository's default GGUF file\nollama run hf.co/someone/odd",
    );
  });

  it("give nothing for a model without a loadable .gguf file", () => {
    expect(getGgufRunnerSnippets(model("someone/safetensors-only", ["model.safetensors"]))).toEqual([]);
    expect(getGgufRunnerSnippets(model("someone/projector-only", ["mmproj-model-f16.gguf"]))).toEqual([]);
    expect(getGgufRunnerSnippets(normalizeModelRecord({ id: "someone/no-files" }))).toEqual([]);
  });

  it("write commands bash parses", () => {
    const cases = [
      ["Model-Q4_K_M.gguf"],
      ["it's $(rm -rf ~) `x`.gguf"],
      ['a "quoted"\nname\\.gguf'],
      ["UD-Q2_K_XL/Model-UD-Q2_K_XL-00001-of-00002.gguf"],
    ];
    const samples = cases.flatMap((files, index) =>
      getGgufRunnerSnippets(model("someone/model", files)).flatMap(({ runner, snippets }) =>
        snippets.map((snippet) => ({
          language: snippet.language,
          content: snippet.content,
          label: `${index} ${runner}`,
        })),
      ),
    );
    expect(samples.length).toBeGreaterThan(20);
    expect(findSyntaxErrors(samples)).toEqual([]);
  });
});

describe("GGUF runner snippets for a chosen quant", () => {
  it("run the file the visitor picked, every runner alike", () => {
    const files = ["M-Q8_0.gguf", "M-Q4_K_M.gguf"];
    const lines = getGgufRunnerSnippets(model("someone/M-GGUF", files), {
      repoId: "someone/M-GGUF",
      file: "M-Q8_0.gguf",
      quant: "Q8_0",
    }).flatMap(({ snippets }) => snippets.map((snippet) => snippet.content));
    expect(lines.join("\n")).not.toContain("Q4_K_M");
    expect(lines).toContain("ollama run hf.co/someone/M-GGUF:Q8_0");
    expect(lines).toContain("npx -y node-llama-cpp chat hf:someone/M-GGUF:Q8_0");
  });
});

describe("ggufFileChoiceOf", () => {
  const files = [
    "Model-Q8_0.gguf",
    "Model-Q6_K-00001-of-00002.gguf",
    "Model-Q6_K-00002-of-00002.gguf",
    "mmproj-f16.gguf",
  ];
  it("chooses a listed file by its path, with its quant", () => {
    expect(ggufFileChoiceOf(model("someone/m", files), "Model-Q6_K-00001-of-00002.gguf")).toEqual({
      repoId: "someone/m",
      file: "Model-Q6_K-00001-of-00002.gguf",
      quant: "Q6_K",
    });
  });

  it("refuses a later shard, a projector or an unlisted file, naming the files there are", () => {
    for (const file of ["Model-Q6_K-00002-of-00002.gguf", "mmproj-f16.gguf", "other.gguf"]) {
      expect(() => ggufFileChoiceOf(model("someone/m", files), file)).toThrow(
        `${JSON.stringify(file)} is not a loadable .gguf file of someone/m; its loadable .gguf files: Model-Q6_K-00001-of-00002.gguf, Model-Q8_0.gguf`,
      );
    }
    expect(() => ggufFileChoiceOf(model("someone/none", []), "a.gguf")).toThrow(
      "it lists no .gguf file a runner can load",
    );
  });
});
