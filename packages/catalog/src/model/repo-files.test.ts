import { describe, expect, it } from "vitest";
import { normalizeModelRecord } from "./model-record";
import { listRepoFiles, recordTextFiles, textFilesNotHeld } from "./repo-files";

describe("listRepoFiles", () => {
  // Part of unsloth's split-quant layout, as the Hub lists it (sizes rounded).
  const files = [
    { rfilename: "UD-Q2_K_XL/Model-UD-Q2_K_XL-00002-of-00002.gguf", size: 3_000_000_000 },
    { rfilename: "README.md", size: 12_000 },
    { rfilename: "UD-Q2_K_XL/Model-UD-Q2_K_XL-00001-of-00002.gguf", size: 49_000_000_000 },
    { rfilename: ".gitattributes", size: 2_000 },
    { rfilename: "BF16/Model-BF16-00001-of-00003.gguf" },
    { rfilename: "README.md", size: 12_000 },
  ];

  it("groups by folder, root first, names sorted, each path once, with each folder's totals", () => {
    const listing = listRepoFiles(files, 100);
    expect(listing.total).toBe(5);
    expect(listing.shown).toBe(5);
    expect(
      listing.folders.map((folder) => [folder.path, folder.count, folder.bytes, folder.unsized]),
    ).toEqual([
      ["", 2, 14_000, 0],
      ["BF16", 1, 0, 1],
      ["UD-Q2_K_XL", 2, 52_000_000_000, 0],
    ]);
    expect(listing.folders[0]?.files.map((file) => file.rfilename)).toEqual([".gitattributes", "README.md"]);
    expect(listing.folders[2]?.files.map((file) => file.rfilename)).toEqual([
      "UD-Q2_K_XL/Model-UD-Q2_K_XL-00001-of-00002.gguf",
      "UD-Q2_K_XL/Model-UD-Q2_K_XL-00002-of-00002.gguf",
    ]);
  });

  it("lists only the first files of a huge repository, while the totals count them all", () => {
    const many = Array.from({ length: 100_000 }, (_, i) => ({ rfilename: `shards/part-${i}.bin`, size: 10 }));
    const listing = listRepoFiles([{ rfilename: "README.md", size: 5 }, ...many], 150);
    expect(listing.total).toBe(100_001);
    expect(listing.shown).toBe(150);
    expect(
      listing.folders.map((folder) => [folder.path, folder.files.length, folder.count, folder.bytes]),
    ).toEqual([
      ["", 1, 1, 5],
      ["shards", 149, 100_000, 1_000_000],
    ]);
  });
});

describe("recordTextFiles", () => {
  it("gives README.md and config.json when the record lists them and holds their text", () => {
    const model = normalizeModelRecord({
      id: "acme/m",
      siblings: [{ rfilename: "README.md" }, { rfilename: "config.json" }],
      readme: "# M\n",
      config: { model_type: "llama", architectures: ["LlamaForCausalLM"] },
    });
    const texts = recordTextFiles(model);
    expect([...texts.keys()]).toEqual(["README.md", "config.json"]);
    expect(texts.get("README.md")).toEqual({ text: "# M\n", language: "markdown" });
    expect(JSON.parse(texts.get("config.json")?.text ?? "")).toEqual(model.config);
  });

  it("gives nothing for a file the record does not list", () => {
    const model = normalizeModelRecord({ id: "acme/m", readme: "# M\n", config: { model_type: "llama" } });
    expect(recordTextFiles(model).size).toBe(0);
  });

  it("gives tokenizer_config.json and chat_template.jinja from the config fields the Hub fills from them", () => {
    const template = "{% for m in messages %}{{ m['content'] }}{% endfor %}";
    const model = normalizeModelRecord({
      id: "acme/m",
      siblings: [
        { rfilename: "config.json" },
        { rfilename: "tokenizer_config.json" },
        { rfilename: "chat_template.jinja" },
      ],
      config: {
        model_type: "llama",
        tokenizer_config: { eos_token: "</s>", bos_token: "<s>" },
        chat_template_jinja: template,
      },
    });
    const texts = recordTextFiles(model);
    expect([...texts.keys()]).toEqual(["config.json", "tokenizer_config.json", "chat_template.jinja"]);
    expect(JSON.parse(texts.get("config.json")?.text ?? "")).toEqual({ model_type: "llama" });
    expect(JSON.parse(texts.get("tokenizer_config.json")?.text ?? "")).toEqual({
      eos_token: "</s>",
      bos_token: "<s>",
    });
    expect(texts.get("tokenizer_config.json")?.note).toMatch(
      /fields of tokenizer_config\.json that this hub holds/,
    );
    expect(texts.get("chat_template.jinja")).toEqual({ text: template, language: "jinja" });
  });
});

describe("textFilesNotHeld", () => {
  it("names the small text files listed without a held text, not weights nor large data", () => {
    const files = [
      { rfilename: "README.md", size: 100 },
      { rfilename: "tokenizer.json", size: 9_000_000 },
      { rfilename: "model.safetensors", size: 5 },
      { rfilename: "sub/special_tokens_map.json" },
      { rfilename: "generation_config.json", size: 120 },
      { rfilename: "generation_config.json", size: 120 },
      { rfilename: "prompt.TXT", size: 3 },
    ];
    const held = new Map([["README.md", {}]]);
    expect(textFilesNotHeld(files, held)).toEqual([
      "generation_config.json",
      "prompt.TXT",
      "sub/special_tokens_map.json",
    ]);
  });
});
