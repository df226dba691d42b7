// @vitest-environment node
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { openTestStore } from "../../test/fixture-store";
import { call, FIXTURE_SHA, fixtureStore, ids } from "./api-fixtures.test-helpers";
import { hubObjectId } from "./hub-object-id.server";

const store = await fixtureStore();
afterAll(() => store.close());
const LLAMA = "meta-llama/Llama-3-8B";

function model(id: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { _id: hubObjectId("model", id), id, ...fields };
}

describe("expand=sha", () => {
  it("gives a model's commit id when its record has one, and leaves the key out when not", async () => {
    expect((await call(store, "/api/models/acme/bert-small?expand=sha")).body).toEqual(
      model("acme/bert-small", { sha: FIXTURE_SHA }),
    );
    const { status, body } = await call(store, `/api/models/${LLAMA}?expand=sha`);
    expect(status).toBe(200);
    expect(body).toEqual(model(LLAMA, {}));
    expect(Object.hasOwn(body as object, "sha")).toBe(false);
  });

  it("in listings, item by item, alone or beside fields of the full record", async () => {
    const { body } = await call(store, "/api/models?expand=sha");
    expect(body).toEqual([
      model(LLAMA, {}),
      model("acme/tiny-llama-gguf", {}),
      model("acme/bert-small", { sha: FIXTURE_SHA }),
      model("gpt2", {}),
    ]);
    const withFiles = await call(store, "/api/models?author=acme&expand=sha&expand=siblings");
    expect(withFiles.body).toEqual([
      model("acme/tiny-llama-gguf", { siblings: [{ rfilename: "tiny.Q4_K_M.gguf", size: 1234 }] }),
      model("acme/bert-small", { sha: FIXTURE_SHA }),
    ]);
  });

  it("keeps only a well-formed commit id from an imported record, lower-cased", async () => {
    const odd = await openTestStore();
    onTestFinished(() => odd.close());
    await odd.models.upsertMany([
      { id: "a/upper", sha: FIXTURE_SHA.toUpperCase() },
      { id: "a/branch", sha: "main" },
      { id: "a/short", sha: FIXTURE_SHA.slice(0, 7) },
      { id: "a/number", sha: 1234 },
      { id: "a/sha256", sha: "ab".repeat(32) },
    ]);
    const sha = async (id: string) =>
      ((await call(odd, `/api/models/${id}?expand=sha`)).body as { sha?: unknown }).sha;
    expect(await sha("a/upper")).toBe(FIXTURE_SHA);
    expect(await sha("a/branch")).toBeUndefined();
    expect(await sha("a/short")).toBeUndefined();
    expect(await sha("a/number")).toBeUndefined();
    expect(await sha("a/sha256")).toBe("ab".repeat(32));
  });
});

describe("expand=spaces", () => {
  it("lists the ids of the spaces using a model, by id, and [] for a model no space uses", async () => {
    expect((await call(store, `/api/models/${LLAMA}?expand=spaces`)).body).toEqual(
      model(LLAMA, { spaces: ["acme/arena", "zeta/llama-chat"] }),
    );
    expect((await call(store, "/api/models/gpt2?expand=spaces")).body).toEqual(
      model("gpt2", { spaces: ["acme/arena"] }),
    );
    expect((await call(store, "/api/models/acme/bert-small?expand=spaces")).body).toEqual(
      model("acme/bert-small", { spaces: [] }),
    );
  });

  it("in listings, for every item of each page", async () => {
    const { body } = await call(store, "/api/models?expand=spaces&expand=sha&expand=downloads");
    expect(body).toEqual([
      model(LLAMA, { spaces: ["acme/arena", "zeta/llama-chat"], downloads: 5000 }),
      model("acme/tiny-llama-gguf", { spaces: [], downloads: 900 }),
      model("acme/bert-small", { spaces: [], sha: FIXTURE_SHA, downloads: 800 }),
      model("gpt2", { spaces: ["acme/arena"], downloads: 100 }),
    ]);
    const first = await call(store, "/api/models?expand=spaces&limit=3");
    const next = /^<http:\/\/hub\.test([^>]+)>/.exec(first.headers.get("link") ?? "")?.[1] ?? "";
    expect((await call(store, next)).body).toEqual([model("gpt2", { spaces: ["acme/arena"] })]);
  });
});

describe("model and dataset info without expand", () => {
  it("include sha when known and spaces always, as the Hub's model info does", async () => {
    const llama = (await call(store, `/api/models/${LLAMA}`)).body as Record<string, unknown>;
    expect(llama.spaces).toEqual(["acme/arena", "zeta/llama-chat"]);
    expect(Object.hasOwn(llama, "sha")).toBe(false);
    const bert = (await call(store, "/api/models/acme/bert-small/revision/main")).body;
    expect(bert).toMatchObject({ id: "acme/bert-small", sha: FIXTURE_SHA, spaces: [] });
  });

  it("listings keep to their light fields: no sha, no spaces", async () => {
    for (const path of ["/api/models", "/api/datasets"]) {
      for (const item of (await call(store, path)).body as Record<string, unknown>[]) {
        expect(Object.keys(item)).not.toContain("sha");
        expect(Object.keys(item)).not.toContain("spaces");
      }
    }
  });

  it("full listings carry sha where the record has one, as huggingface_hub's full=True promises", async () => {
    const models = (await call(store, "/api/models?full=true")).body as Record<string, unknown>[];
    expect(models.filter((item) => "sha" in item).map((item) => [item.id, item.sha])).toEqual([
      ["acme/bert-small", FIXTURE_SHA],
    ]);
    expect(models.some((item) => "spaces" in item)).toBe(false);
    const datasets = (await call(store, "/api/datasets?full=true")).body as Record<string, unknown>[];
    expect(datasets.filter((item) => "sha" in item).map((item) => [item.id, item.sha])).toEqual([
      ["nyu/glue", FIXTURE_SHA],
    ]);
  });

  it("datasets: sha in info and with expand=sha when the record has one; spaces is not a dataset field", async () => {
    expect((await call(store, "/api/datasets/nyu/glue")).body).toMatchObject({
      id: "nyu/glue",
      sha: FIXTURE_SHA,
    });
    const owls = (await call(store, "/api/datasets/acme/owls")).body as Record<string, unknown>;
    expect(owls.id).toBe("acme/owls");
    expect(Object.hasOwn(owls, "sha")).toBe(false);
    const listed = await call(store, "/api/datasets?expand=sha");
    expect(ids(listed.body)).toEqual(["nyu/glue", "acme/owls"]);
    expect(listed.body).toEqual([
      { _id: hubObjectId("dataset", "nyu/glue"), id: "nyu/glue", sha: FIXTURE_SHA },
      { _id: hubObjectId("dataset", "acme/owls"), id: "acme/owls" },
    ]);
    const withCard = await call(store, "/api/datasets?expand=sha&expand=cardData&limit=1");
    expect(withCard.body).toEqual([
      {
        _id: hubObjectId("dataset", "nyu/glue"),
        id: "nyu/glue",
        sha: FIXTURE_SHA,
        cardData: { task_categories: ["text-classification"], license: "mit", paperswithcode_id: "glue" },
      },
    ]);
    const spaces = await call(store, "/api/datasets?expand=spaces");
    expect(spaces.status).toBe(400);
    expect((spaces.body as { error: string }).error).toContain('"expand"');
  });
});
