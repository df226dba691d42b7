import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPostgresDatabase, startThrowawayCluster } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { parseServeArgs, startServe } from "../src/commands/serve";
import { smallSample } from "./small-sample";

/** A GET's status, body and how long the answer took. */
async function timedGet(url: string): Promise<{ status: number; body: string; type: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return {
    status: response.status,
    body,
    type: response.headers.get("content-type") ?? "",
    ms: performance.now() - started,
  };
}

describe("modelhub serve on PostgreSQL", () => {
  it("takes a postgres:// URL for --db as it is", () => {
    expect(parseServeArgs(["--db", "postgres://hub@db.example:5433/hub"], {}).dbPath).toBe(
      "postgres://hub@db.example:5433/hub",
    );
  });

  it("serves pages and the API from $DATABASE_URL, answers 503 while the database is down, and serves again when it is back", {
    timeout: 240_000,
  }, async () => {
    const cluster = await startThrowawayCluster();
    const dir = mkdtempSync(join(tmpdir(), "modelhub-serve-pg-"));
    let stderr = "";
    try {
      const { modelId } = smallSample(dir, 40);
      const database = await createPostgresDatabase(cluster.url);
      process.env.MODELHUB_SAMPLE_DIR = dir;
      process.env.DATABASE_URL = database.url;
      const server = await startServe(["--port", "0", "--host", "127.0.0.1"], {
        stdout: { write: () => true },
        stderr: { write: (text: string) => (stderr += text) },
      });
      try {
        const pages = ["/models", `/${modelId}`, "/tasks"];
        const api = ["/api/models?limit=5", `/api/models/${modelId}`, "/api/datasets?limit=5"];
        for (const path of [...pages, ...api]) {
          expect((await timedGet(`${server.url}${path}`)).status, path).toBe(200);
        }
        const listed = JSON.parse((await timedGet(`${server.url}/api/models?limit=100`)).body) as {
          id: string;
        }[];
        expect(listed).toHaveLength(40);
        expect((await timedGet(`${server.url}/models`)).body).toContain(modelId);

        cluster.pause();
        const { hostname, port, pathname } = new URL(database.url);
        for (const path of [...pages, ...api]) {
          const answer = await timedGet(`${server.url}${path}`);
          expect(answer.status, path).toBe(503);
          expect(answer.ms, path).toBeLessThan(2_000);
          expect(answer.body, path).toContain("The hub's database cannot be reached right now");
          expect(answer.body, path).not.toMatch(/ at |127\.0\.0\.1|modelhub_test|Error/);
          if (path.startsWith("/api/")) {
            expect(answer.type).toContain("application/json");
            expect(JSON.parse(answer.body)).toEqual({
              error: "The hub's database cannot be reached right now; try again in a moment.",
            });
          } else expect(answer.type).toContain("text/html");
        }
        // The log names the database and the reason, once for the whole outage.
        const outageLines = stderr.split("\n").filter((line) => line.includes("answering 503"));
        expect(outageLines).toEqual([
          `cannot use the PostgreSQL database ${hostname}:${port}${pathname}: connection refused (is the server running, on that port?); answering 503 until it is back`,
        ]);

        cluster.resume();
        for (const path of [...pages, ...api]) {
          expect((await timedGet(`${server.url}${path}`)).status, path).toBe(200);
        }
        expect(stderr).toContain("the database answers again\n");
        // Under load: the database stops and comes back while eight clients keep asking. Every
        // answer is a page or a 503, quickly, and the last ones are pages again.
        const answers: { status: number; ms: number }[] = [];
        let loading = true;
        const paths = [...pages, ...api];
        const client = async (n: number) => {
          for (let i = n; loading; i++) {
            const answer = await timedGet(`${server.url}${paths[i % paths.length]}`);
            answers.push({ status: answer.status, ms: answer.ms });
          }
        };
        const clients = Array.from({ length: 8 }, (_, n) => client(n));
        const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        await wait(500);
        cluster.pause();
        await wait(1_000);
        cluster.resume();
        await wait(1_000);
        const afterResume = answers.length;
        await wait(1_000);
        loading = false;
        await Promise.all(clients);
        expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 503]));
        expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(5_000);
        expect(answers.length).toBeGreaterThan(afterResume);
        expect(answers.slice(afterResume).every((answer) => answer.status === 200)).toBe(true);
      } finally {
        await server.close();
      }
    } finally {
      delete process.env.DATABASE_URL;
      delete process.env.MODELHUB_SAMPLE_DIR;
      cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
