import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, openStore } from "@modelhub/store";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./run-cli";

const dir = mkdtempSync(join(tmpdir(), "modelhub-snippets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function writeJson(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === "string" ? value : JSON.stringify(value));
  return path;
}

const chatModel = {
  id: "meta-llama/Llama-3.1-8B-Instruct",
  pipeline_tag: "text-generation",
  library_name: "transformers",
  tags: ["conversational"],
  inferenceProviderMapping: { together: { providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo" } },
};
const classifier = {
  id: "org/classifier",
  pipeline_tag: "text-classification",
  widgetData: [{ text: "it's $(odd)" }],
};

describe("modelhub snippets MODEL", () => {
  it("prints each snippet under a language / client line, for the model's first provider by default", async () => {
    const { code, stdout } = await runCli("snippets", writeJson("chat.json", chatModel));
    expect(code).toBe(0);
    const headers = stdout.split("\n").filter((line) => line.startsWith("== "));
    expect(headers).toEqual([
      "== python / huggingface_hub ==",
      "== python / openai ==",
      "== python / requests ==",
      "== js / huggingface.js ==",
      "== js / openai ==",
      "== js / fetch ==",
      "== sh / curl ==",
      "== python / transformers (library) ==",
      "== python / transformers (library) ==",
    ]);
    expect(stdout).toContain('"meta-llama/Llama-3.1-8B-Instruct:together"');
  });

  it("passes --provider, --streaming, --bill-to, --direct and --endpoint-url through, and --json", async () => {
    const path = writeJson("chat2.json", chatModel);
    const direct = await runCli(
      "snippets",
      path,
      "--provider",
      "together",
      "--direct",
      "--streaming",
      "--bill-to",
      "acme",
      "--json",
    );
    expect(direct.code).toBe(0);
    const snippets = (JSON.parse(direct.stdout) as { inference: { client: string; content: string }[] })
      .inference;
    const curl = snippets.find((s) => s.client === "curl")!.content;
    expect(curl).toContain("https://api.together.xyz/v1/chat/completions");
    expect(curl).toContain('"Authorization: Bearer $TOGETHER_API_KEY"');
    expect(curl).toContain("-H 'X-HF-Bill-To: acme'");
    expect(curl).toContain('"stream": true');
    const endpoint = await runCli("snippets", path, "--endpoint-url", "http://localhost:8080", "--json");
    expect(JSON.parse(endpoint.stdout).inference[0].content).toContain('base_url="http://localhost:8080"');
  });

  it("prints the model's library snippets beside the inference ones (the batch format's parts)", async () => {
    const { code, stdout } = await runCli("snippets", writeJson("chat3.json", chatModel), "--json");
    expect(code).toBe(0);
    const output = JSON.parse(stdout) as { inference: unknown[]; library: string[] };
    expect(output.inference.length).toBeGreaterThan(0);
    expect(output.library.length).toBeGreaterThan(0);
    expect(output.library[0]).toContain(
      'pipeline("text-generation", model="meta-llama/Llama-3.1-8B-Instruct")',
    );
  });

  it("reports a missing file, bad JSON and an unknown provider", async () => {
    const missing = await runCli("snippets", join(dir, "nope.json"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("cannot read model file");
    const bad = await runCli("snippets", writeJson("bad.json", "{not json"));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("is not valid JSON");
    const unknown = await runCli("snippets", writeJson("c.json", classifier), "--provider", "nowhere");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown provider 'nowhere'");
  });

  it("reads a model file that starts with a byte order mark; refuses an empty --endpoint-url or a bill-to with a line break", async () => {
    const file = writeJson("bom-model.json", `\uFEFF${JSON.stringify(classifier)}`);
    const { code, stdout } = await runCli("snippets", file, "--json");
    expect(code).toBe(0);
    expect(stdout).toContain("org/classifier");
    const empty = await runCli("snippets", file, "--endpoint-url", "");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("--endpoint-url needs a value");
    const withQuery = await runCli("snippets", file, "--endpoint-url", "http://h:1?x=1");
    expect(withQuery.code).toBe(2);
    expect(withQuery.stderr).toContain(
      "endpointUrl must be an http(s) URL without a query string or fragment",
    );
    const latin1 = join(dir, "latin1-model.json");
    writeFileSync(latin1, Buffer.from('{"id":"org/caf\xe9"}', "latin1"));
    const notUtf8 = await runCli("snippets", latin1);
    expect(notUtf8.code).not.toBe(0);
    expect(notUtf8.stderr).toContain(`${latin1}:1: not UTF-8 text`);
    const splitHeader = await runCli("snippets", file, "--bill-to", "acme\nX-Evil: 1");
    expect(splitHeader.code).toBe(2);
    expect(splitHeader.stderr).toContain("billTo must not contain line breaks");
  });

  it("writes --temperature, --max-tokens and --top-p into chat calls, and refuses bad values", async () => {
    const file = writeJson("chat-gen.json", chatModel);
    const { code, stdout } = await runCli(
      "snippets",
      file,
      "--provider",
      "together",
      "--temperature",
      "0.2",
      "--max-tokens",
      "300",
      "--top-p",
      "0.8",
      "--json",
    );
    expect(code).toBe(0);
    const inference = (JSON.parse(stdout) as { inference: { client: string; content: string }[] }).inference;
    for (const snippet of inference) {
      expect(snippet.content, snippet.client).toMatch(/temperature["=: ]+0\.2/);
      expect(snippet.content, snippet.client).toMatch(/max_tokens["=: ]+300/);
      expect(snippet.content, snippet.client).toMatch(/top_p["=: ]+0\.8/);
    }
    const notNumber = await runCli("snippets", file, "--temperature", "warm");
    expect(notNumber.code).toBe(2);
    expect(notNumber.stderr).toContain("--temperature needs a number, not 'warm'");
    const outOfRange = await runCli("snippets", file, "--top-p", "2");
    expect(outOfRange.code).toBe(2);
    expect(outOfRange.stderr).toContain("top_p must be a number above 0, up to 1, not 2");
  });

  it("says so when the provider does not serve the model's task", async () => {
    const { code, stdout, stderr } = await runCli(
      "snippets",
      writeJson("c2.json", classifier),
      "--provider",
      "groq",
    );
    expect(code).toBe(0);
    expect(stdout).toBe("");
    expect(stderr).toContain("Failed to get provider helper for groq (text-classification)");
  });
});

describe("modelhub snippets MODEL-ID", () => {
  it("looks a model id up in the store given with --db", async () => {
    const dbPath = join(dir, "store.db");
    const store = await openStore(dbPath);
    try {
      await store.models.upsert(chatModel);
    } finally {
      await store.close();
    }
    const { code, stdout } = await runCli("snippets", chatModel.id, "--db", dbPath, "--json");
    expect(code).toBe(0);
    const curl = (JSON.parse(stdout) as { inference: { client: string; content: string }[] }).inference.find(
      (s) => s.client === "curl",
    );
    expect(curl?.content).toContain('"model": "meta-llama/Llama-3.1-8B-Instruct:together"');
  });

  it("refuses a store older than the baseline schema before it looks the id up", async () => {
    const dbPath = join(dir, "old.db");
    const db = openDatabase(dbPath);
    db.exec("PRAGMA user_version = 12");
    db.close();
    const { code, stderr } = await runCli("snippets", "org/unknown-model", "--db", dbPath);
    expect(code).toBe(1);
    expect(stderr).toContain(`modelhub snippets: ${dbPath} has schema version 12, from before 20`);
    expect(stderr).toContain(`modelhub import <source> --db ${dbPath}`);
  });

  it("looks the id up in the store even where a folder of that name exists (a repository checkout)", async () => {
    const dbPath = join(dir, "checkout.db");
    const store = await openStore(dbPath);
    await store.models.upsert(chatModel);
    await store.close();
    const checkout = join(dir, "checkout");
    mkdirSync(join(checkout, chatModel.id), { recursive: true });
    const cwd = process.cwd();
    process.chdir(checkout);
    try {
      const { code, stdout } = await runCli("snippets", chatModel.id, "--db", dbPath, "--json");
      expect(code).toBe(0);
      expect(stdout).toContain("meta-llama/Llama-3.1-8B-Instruct:together");
    } finally {
      process.chdir(cwd);
    }
  });

  it("reports an id the store does not hold, and a store that does not exist", async () => {
    const dbPath = join(dir, "store.db");
    const unknown = await runCli("snippets", "org/unknown-model", "--db", dbPath);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("no model with that id in");
    const noStore = await runCli("snippets", "org/unknown-model", "--db", join(dir, "nowhere.db"));
    expect(noStore.code).toBe(1);
    expect(noStore.stderr).toContain("no store at");
    expect(existsSync(join(dir, "nowhere.db"))).toBe(false);
  });
});

describe("modelhub snippets --batch", () => {
  it("writes one line per input line, in order, with errors on their own lines", async () => {
    const lines = [
      JSON.stringify({
        id: 1,
        model: chatModel,
        provider: "together",
        options: { streaming: true, billTo: "acme" },
      }),
      "",
      "{broken json",
      JSON.stringify({ id: "c", model: classifier, provider: "hf-inference" }),
      JSON.stringify({ model: { id: "" }, provider: "hf-inference" }),
      JSON.stringify({ id: { nested: true }, model: classifier, provider: "groq" }),
      JSON.stringify({ id: 5, model: classifier, options: { streaming: "yes" } }),
    ];
    const input = writeJson("in.jsonl", `${lines.join("\n")}\n`);
    const output = join(dir, "out.jsonl");
    const { code } = await runCli("snippets", "--batch", input, "--out", output);
    expect(code).toBe(0);
    const results = readFileSync(output, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(results).toHaveLength(6);
    expect(results[0].id).toBe(1);
    expect(results[0].inference.some((s: { content: string }) => s.content.includes("X-HF-Bill-To"))).toBe(
      true,
    );
    expect(results[0].library.length).toBeGreaterThan(0);
    expect(results[0].error).toBeUndefined();
    expect(results[1]).toMatchObject({ inference: [], library: [] });
    expect(results[1].error).toMatch(/^line 3 is not valid JSON: /u); // line 2 is blank
    expect(results[1]).not.toHaveProperty("id");
    expect(results[2].id).toBe("c");
    expect(results[2].inference.map((s: { client: string }) => s.client)).toContain("curl");
    expect(results[3].error).toContain("id");
    expect(results[4]).toMatchObject({ id: { nested: true }, inference: [] });
    expect(results[4].error).toContain("Failed to get provider helper for groq");
    expect(results[5]).toMatchObject({ id: 5, error: '"options.streaming" must be a boolean' });
  });

  it("passes a line's temperature, max_tokens and top_p to its chat calls", async () => {
    const lines = [
      JSON.stringify({
        id: "g",
        model: chatModel,
        provider: "together",
        options: { temperature: 0.3, max_tokens: 99 },
      }),
      JSON.stringify({ id: "bad", model: chatModel, options: { top_p: "high" } }),
      JSON.stringify({ id: "range", model: chatModel, options: { temperature: -1 } }),
    ];
    const input = writeJson("gen.jsonl", `${lines.join("\n")}\n`);
    const output = join(dir, "gen-out.jsonl");
    expect((await runCli("snippets", "--batch", input, "--out", output)).code).toBe(0);
    const [good, bad, range] = readFileSync(output, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    const curl = good.inference.find((s: { client: string }) => s.client === "curl").content;
    expect(curl).toContain('"temperature": 0.3');
    expect(curl).toContain('"max_tokens": 99');
    expect(bad).toMatchObject({ id: "bad", error: '"options.top_p" must be a number' });
    expect(range).toMatchObject({ id: "range", error: "temperature must be a number from 0 to 2, not -1" });
  });

  it("fails only when the files themselves cannot be read or written", async () => {
    const unreadable = await runCli(
      "snippets",
      "--batch",
      join(dir, "missing.jsonl"),
      "--out",
      join(dir, "o.jsonl"),
    );
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain("cannot read");
    const input = writeJson("one.jsonl", JSON.stringify({ model: classifier }));
    const unwritable = await runCli(
      "snippets",
      "--batch",
      input,
      "--out",
      join(dir, "no-such-dir", "o.jsonl"),
    );
    expect(unwritable.code).toBe(1);
    expect(unwritable.stderr).toContain("cannot write");
    const usage = await runCli("snippets", "--batch", input);
    expect(usage.code).toBe(2);
  });

  it("refuses options that each line gives for itself, instead of ignoring them", async () => {
    const input = writeJson("flags.jsonl", JSON.stringify({ model: classifier }));
    const output = join(dir, "flags-out.jsonl");
    const { code, stderr } = await runCli(
      "snippets",
      "--batch",
      input,
      "--out",
      output,
      "--provider",
      "groq",
    );
    expect(code).toBe(2);
    expect(stderr).toContain('--provider does not apply to --batch: each line gives its own "provider"');
    expect(existsSync(output)).toBe(false);
  });

  it("reads a file that starts with a byte order mark, and refuses empty option strings", async () => {
    const input = writeJson(
      "bom.jsonl",
      `\uFEFF${JSON.stringify({ id: "a", model: classifier })}\n${JSON.stringify({ id: "b", model: classifier, options: { endpointUrl: "" } })}\n`,
    );
    const output = join(dir, "bom-out.jsonl");
    expect((await runCli("snippets", "--batch", input, "--out", output)).code).toBe(0);
    const [first, second] = readFileSync(output, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(first).toMatchObject({ id: "a" });
    expect(first.error).toBeUndefined();
    expect(second).toMatchObject({ id: "b", error: '"options.endpointUrl" must be a non-empty string' });
  });
});
