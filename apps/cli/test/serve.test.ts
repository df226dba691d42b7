import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, openStore } from "@modelhub/store";
import { afterAll, describe, expect, it } from "vitest";
import { parseServeArgs, startServe } from "../src/commands/serve";
import { runCli } from "./run-cli";

describe("modelhub serve", () => {
  it("defaults to $PORT, then port 3000, and passes --db on", () => {
    expect(parseServeArgs([], {})).toEqual({ port: 3000 });
    expect(parseServeArgs([], { PORT: "8081" })).toEqual({ port: 8081 });
    expect(parseServeArgs(["--port", "9000"], { PORT: "8081" })).toEqual({ port: 9000 });
    expect(() => parseServeArgs([], { PORT: "http" })).toThrow(
      "PORT must be a whole number from 0 to 65535, got 'http'",
    );
    const options = parseServeArgs(["--port", "8080", "--db", "some/file.db"], {});
    expect(options.port).toBe(8080);
    expect(options.dbPath).toBe("some/file.db");
  });

  it("serves from one process unless --workers asks for more, and rejects a count that is none", () => {
    expect(parseServeArgs(["--workers", "1"], {})).toEqual({ port: 3000 });
    expect(parseServeArgs(["--workers", "2"], {})).toEqual({ port: 3000, workers: 2 });
    for (const count of ["0", "two", "1.5", "65"]) {
      expect(() => parseServeArgs(["--workers", count], {})).toThrow(
        `--workers must be a whole number from 1 to 64, got '${count}'`,
      );
    }
  });

  it("rejects a port that is not a number in range, with a usage error", async () => {
    for (const port of ["abc", "70000", "3.5", "-1"]) {
      const result = await runCli("serve", `--port=${port}`);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("--port must be a whole number");
    }
  });

  it("rejects unknown options", async () => {
    const result = await runCli("serve", "--bogus");
    expect(result.code).toBe(2);
  });

  it("says which build it serves, and fails in one line naming a database server it cannot reach", async () => {
    try {
      // Port 1 of the loopback: nothing listens there.
      const { code, stdout, stderr } = await runCli(
        "serve",
        "--port",
        "0",
        "--host",
        "127.0.0.1",
        "--db",
        "postgres://hub:secret@127.0.0.1:1/hub",
      );
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toMatch(
        /^Serving the web app built \d{4}-\d\d-\d\dT[\d:.]+Z \(npm run build rebuilds it\)\n/,
      );
      expect(stderr.split("\n").filter((line) => line.startsWith("modelhub serve:"))).toEqual([
        "modelhub serve: cannot use the PostgreSQL database 127.0.0.1:1/hub: connection refused (is the server running, on that port?)",
      ]);
      expect(stderr).not.toContain("secret");
    } finally {
      // The server passes --db on to the app through MODELHUB_DB.
      delete process.env.MODELHUB_DB;
    }
  });

  it("fails in one line, saying how to import again, for a store older than the baseline schema", async () => {
    const dir = mkdtempSync(join(tmpdir(), "modelhub-serve-old-"));
    const db = join(dir, "hub.db");
    const old = openDatabase(db);
    old.exec("PRAGMA user_version = 16");
    old.close();
    try {
      const { code, stdout, stderr } = await runCli(
        "serve",
        "--port",
        "0",
        "--host",
        "127.0.0.1",
        "--db",
        db,
      );
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr.split("\n").slice(1)).toEqual([
        `modelhub serve: ${db} has schema version 16, from before 20, the oldest this program opens; stores that old are not updated in place. Move the file aside and import the catalogue again into a new one: modelhub import <source> --db ${db}`,
        "",
      ]);
    } finally {
      delete process.env.MODELHUB_DB;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe("a running server", () => {
    let stop: (() => Promise<void>) | undefined;
    afterAll(async () => stop?.());

    it("serves server-rendered pages, static files and a 404 page", { timeout: 120_000 }, async () => {
      let stdout = "";
      const dir = mkdtempSync(join(tmpdir(), "modelhub-serve-"));
      // A legacy canonical model with a bare id, as the Hub still has (the sample has none).
      const before = await openStore(join(dir, "hub.db"));
      await before.models.upsert({
        id: "gpt2",
        pipeline_tag: "text-generation",
        library_name: "transformers",
      });
      await before.close();
      const server = await startServe(["--port", "0", "--host", "127.0.0.1", "--db", join(dir, "hub.db")], {
        stdout: { write: (text: string) => (stdout += text) },
        stderr: { write: () => true },
      });
      stop = async () => {
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      };
      expect(stdout).toContain(`Modelhub is running at ${server.url}`);

      const tasks = await fetch(`${server.url}/tasks`);
      expect(tasks.status).toBe(200);
      const html = await tasks.text();
      expect(html).toContain("<h1>Tasks</h1>");
      expect(html).toContain("Token Classification");

      const css = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
      expect(css).toBeDefined();
      const asset = await fetch(`${server.url}${css}`, { headers: { "Accept-Encoding": "gzip" } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toContain("immutable");

      const missing = await fetch(`${server.url}/no/such/page/here`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("Page not found");

      // A paging link that cannot be read is the visitor's 400 page, not a server error: the pages
      // and the API recognise the store's errors, one copy of each module in the built server.
      for (const listing of ["/models?cursor=garbage", "/datasets?cursor=garbage", "/api/models?cursor=x"]) {
        const answer = await fetch(`${server.url}${listing}`);
        expect(answer.status, listing).toBe(400);
        if (!listing.startsWith("/api/")) {
          const page = await answer.text();
          expect(page).toContain("Start again from the first page");
          expect(page).toContain("<title>This link cannot be read · Modelhub</title>");
        }
      }

      // A page on another origin may read the API: a preflight, then the answer with its headers.
      const preflight = await fetch(`${server.url}/api/models?limit=1`, {
        method: "OPTIONS",
        headers: { Origin: "https://elsewhere.test", "Access-Control-Request-Headers": "authorization" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-headers")).toContain("Authorization");
      expect(preflight.headers.get("content-length")).toBeNull();
      const crossOrigin = await fetch(`${server.url}/api/models?limit=1`, {
        headers: { Origin: "https://elsewhere.test" },
      });
      expect(crossOrigin.headers.get("access-control-allow-origin")).toBe("*");
      expect(crossOrigin.headers.get("access-control-expose-headers")).toContain("Link");

      // A Host header that makes no URL is the client's error, not the server's.
      const badHost = await new Promise<number>((resolve, reject) => {
        const { port } = new URL(server.url);
        request({ host: "127.0.0.1", port, path: "/models", setHost: false, headers: { Host: "bad host" } })
          .on("response", (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
          .on("error", reject)
          .end();
      });
      expect(badHost).toBe(400);

      // Pages are read-only: a POST is a 405 naming the methods, not a "not found" page.
      const posted = await fetch(`${server.url}/models`, { method: "POST", body: "x=1" });
      expect(posted.status).toBe(405);
      expect(posted.headers.get("allow")).toBe("GET, HEAD");
      expect((await fetch(`${server.url}/api/models`, { method: "POST" })).status).toBe(405);

      // Every result card opens its page, legacy bare ids ("glue", "gpt2") included: sorted by
      // downloads, the sample's bare dataset ids come first.
      for (const listing of ["/datasets", "/datasets?search=glue", "/models?search=gpt2"]) {
        const cards = [
          ...(await (await fetch(`${server.url}${listing}`)).text()).matchAll(
            /class="result-card__id"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="result-card__id"/g,
          ),
        ].map((match) => match[1] ?? match[2] ?? "");
        expect(cards.length, listing).toBeGreaterThan(0);
        expect(
          cards.some((href) => /^\/(datasets\/)?[^/]+$/.test(href)),
          listing,
        ).toBe(true);
        for (const href of cards) {
          expect((await fetch(`${server.url}${href}`)).status, href).toBe(200);
        }
      }
    });
  });
});
