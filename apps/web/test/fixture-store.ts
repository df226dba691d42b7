import { openStore, type Store } from "@modelhub/store";
import { createTestPostgresDatabase } from "@modelhub/testkit";

/**
 * The variable that runs the web tests' stores on PostgreSQL instead of SQLite: the project of
 * vitest.postgres.config.ts sets it, so the API contract tests answer alike on both engines.
 */
export const TEST_STORE_ENGINE_VARIABLE = "MODELHUB_TEST_STORE_ENGINE";

/**
 * An empty store for a test: SQLite in memory, or a PostgreSQL database of the test file's own
 * when TEST_STORE_ENGINE_VARIABLE says `postgres` (dropped when the store is closed).
 */
export async function openTestStore(): Promise<Store> {
  if (process.env[TEST_STORE_ENGINE_VARIABLE] !== "postgres") return openStore(":memory:");
  const database = await createTestPostgresDatabase();
  const store = await openStore(database.url);
  return {
    ...store,
    close: async () => {
      await store.close();
      await database.drop();
    },
  };
}

/** Markup an attacker might put in author-controlled text; none of it may reach the page as HTML. */
export const HOSTILE = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`;

/** Models that exercise every part of the model page, including hostile author text. */
export const FIXTURE_MODELS = [
  {
    id: "acme/chat-7b",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "text-generation", "conversational", "license:apache-2.0"],
    downloads: 120_000,
    likes: 321,
    trendingScore: 99,
    createdAt: "2025-01-02T00:00:00.000Z",
    lastModified: "2025-02-03T00:00:00.000Z",
    cardData: { license: "apache-2.0", base_model: ["acme/base-7b"], datasets: ["acme/chats"] },
    inferenceProviderMapping: {
      together: { providerId: "acme/chat-7b-together", status: "live", task: "conversational" },
    },
    readme: `---\nlicense: apache-2.0\nsecret_front_matter: do-not-show\n---\n# Chat 7B\n\nA **helpful** model.\n\n${HOSTILE}\n\n[click](javascript:alert(1))\n\n<a href="https://example.com" onclick="alert(1)">site</a>\n`,
  },
  {
    id: "acme/base-7b",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "text-generation"],
    downloads: 50_000,
    likes: 12,
    trendingScore: 5,
  },
  {
    id: "acme/sentiment",
    pipeline_tag: "text-classification",
    library_name: "transformers",
    tags: ["transformers", "text-classification"],
    downloads: 900,
    likes: 7,
    trendingScore: 3,
    widgetData: [
      {
        text: `I loved it ${HOSTILE}`,
        example_title: `Happy ${HOSTILE}`,
        output: { text: `POSITIVE ${HOSTILE}` },
      },
    ],
  },
  {
    id: "acme/tiny-gguf",
    pipeline_tag: "text-generation",
    tags: ["gguf", "text-generation"],
    gguf: { architecture: "llama", context_length: 4096 },
    downloads: 10,
    likes: 1,
    siblings: [
      { rfilename: "tiny.Q8_0.gguf", size: 8_000_000_000 },
      { rfilename: "tiny.Q4_K_M.gguf", size: 4_370_000_000 },
      { rfilename: "README.md", size: 100 },
    ],
  },
];

/** Writes the fixture models, a dataset and a space into `store`. */
export async function addFixtures(store: Store): Promise<void> {
  await store.models.upsertMany(FIXTURE_MODELS);
  await store.datasets.upsertMany([
    {
      id: "acme/chats",
      downloads: 42,
      tags: ["library:pandas"],
      cardData: { task_categories: ["text-generation"], license: "mit" },
      readme: `# Chats\n\n${HOSTILE}`,
    },
  ]);
  await store.spaces.upsertMany([FIXTURE_SPACE]);
}

/** A demo app using a fixture model and dataset and two the store lacks, with hostile author text. */
export const FIXTURE_SPACE = {
  id: "acme/chat-arena",
  likes: 17,
  createdAt: "2025-03-01T00:00:00.000Z",
  lastModified: "2025-04-05T00:00:00.000Z",
  tags: ["gradio", "region:us"],
  cardData: {
    title: `Chat arena ${HOSTILE}`,
    emoji: "💬",
    colorFrom: "indigo",
    colorTo: "pink",
    sdk: "gradio",
    license: "apache-2.0",
    short_description: `Compare chat models ${HOSTILE}`,
    models: ["acme/chat-7b", "acme/not-here"],
    datasets: ["acme/chats", "acme/missing-data"],
  },
  readme: `---\ntitle: Chat arena\nsecret_front_matter: do-not-show\n---\n# Chat arena\n\nPick the **better** answer.\n\n${HOSTILE}\n\n[click](javascript:alert(1))\n`,
};

/** A test store (see openTestStore) holding the fixtures. */
export async function fixtureStore(): Promise<Store> {
  const store = await openTestStore();
  await addFixtures(store);
  return store;
}
