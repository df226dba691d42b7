import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli";

describe("modelhub quant", () => {
  it("prints one name<TAB>label line per name, 'none' when there is no label", async () => {
    const { code, stdout, stderr } = await runCli(
      "quant",
      "Qwen3-8B-Q4_K_M.gguf",
      "model.fp16.gguf",
      "tokenizer.gguf",
      "Qwen3-30B-A3B-UD-Q2_K_XL-00001-of-00002.gguf",
    );
    expect(code).toBe(0);
    expect(stderr).toBe("");
    expect(stdout).toBe(
      [
        "Qwen3-8B-Q4_K_M.gguf\tQ4_K_M",
        "model.fp16.gguf\tF16",
        "tokenizer.gguf\tnone",
        "Qwen3-30B-A3B-UD-Q2_K_XL-00001-of-00002.gguf\tUD-Q2_K_XL",
        "",
      ].join("\n"),
    );
  });

  it("prints JSON with null for names without a label", async () => {
    const { code, stdout } = await runCli(
      "quant",
      "--json",
      "a-Q4_0_4_4.gguf",
      "b.gguf",
      "gpt-oss-20b-MXFP4.gguf",
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([
      { name: "a-Q4_0_4_4.gguf", label: "Q4_0_4_4" },
      { name: "b.gguf", label: null },
      { name: "gpt-oss-20b-MXFP4.gguf", label: "MXFP4" },
    ]);
  });

  it("accepts --json after the names and keeps names byte for byte", async () => {
    const odd = 'dir with space/ünï "quoted" $(x)-q8_0.gguf';
    const { stdout } = await runCli("quant", odd, "--json");
    expect(JSON.parse(stdout)).toEqual([{ name: odd, label: "Q8_0" }]);
  });

  it("quotes names that would break the line format", async () => {
    const { stdout } = await runCli("quant", "evil\tname\n-Q4_K_S.gguf");
    expect(stdout).toBe('"evil\\tname\\n-Q4_K_S.gguf"\tQ4_K_S\n');
  });

  it("treats names after -- as names even when they look like options", async () => {
    const { code, stdout } = await runCli("quant", "--", "--odd-Q5_K_M.gguf");
    expect(code).toBe(0);
    expect(stdout).toBe("--odd-Q5_K_M.gguf\tQ5_K_M\n");
  });

  it("is a usage error without names or with an unknown option", async () => {
    for (const args of [[], ["--json"], ["--jsn", "a.gguf"]]) {
      const { code, stdout, stderr } = await runCli("quant", ...args);
      expect(code).toBe(2);
      expect(stdout).toBe("");
      expect(stderr).toContain("modelhub quant");
      expect(stderr).toContain("--help");
    }
    expect((await runCli("quant")).stderr).toContain("give at least one file name");
  });

  it("has help and is listed", async () => {
    const help = await runCli("quant", "--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: modelhub quant [--json] NAME...");
    expect((await runCli("--help")).stdout).toMatch(/\n {2}quant {2,}Print the quantisation label/);
    // `modelhub help quant` is its help too.
    expect(await runCli("help", "quant")).toEqual(help);
  });
});
