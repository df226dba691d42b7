import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openStore } from "@modelhub/store";
import { createTestPostgresDatabase, type TestPostgresDatabase } from "@modelhub/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "./run-cli";
import { smallSample } from "./small-sample";

const BIN = resolve(import.meta.dirname, "../bin/modelhub.js");
/** Debian's nginx package; .ci/run installs it. */
const NGINX = "/usr/sbin/nginx";

/** A `modelhub serve` process of its own, and where it answers. */
interface RunningServer {
  url: string;
  /** host:port, as nginx names it in $upstream_addr. */
  address: string;
  child: ChildProcess;
  exited: Promise<void>;
}

/** Starts `modelhub serve` in a process of its own on a free port, and waits until it answers. */
function startServer(db: string, sampleDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, [BIN, "serve", "--port", "0", "--host", "127.0.0.1", "--db", db], {
    env: { ...process.env, MODELHUB_SAMPLE_DIR: sampleDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  let output = "";
  return new Promise((started, failed) => {
    const read = (text: string) => {
      output += text;
      // It names localhost; it listens on 127.0.0.1 alone, which is what nginx logs.
      const port = /Modelhub is running at http:\/\/\S+:(\d+)/.exec(output)?.[1];
      if (port) started({ url: `http://127.0.0.1:${port}`, address: `127.0.0.1:${port}`, child, exited });
    };
    child.stdout.setEncoding("utf8").on("data", read);
    child.stderr.setEncoding("utf8").on("data", read);
    child.once("exit", () => failed(new Error(`modelhub serve ended before it answered:\n${output}`)));
  });
}

/** A TCP port of 127.0.0.1 that nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const probe = createServer();
    probe.once("error", failed);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * An nginx configuration balancing over `upstreams`: a stopped server's requests go to the other
 * (a refused or timed-out connection, a 502 or 503), on `port` without a cache and on `cachingPort`
 * through a shared cache that keeps answers as their Cache-Control says and revalidates them.
 */
function nginxConfig(dir: string, upstreams: string[], port: number, cachingPort: number): string {
  // Run as root (CI), nginx's workers would become `nobody`, who cannot write into this folder.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format balanced '$server_port $status "$upstream_addr" "$upstream_cache_status" $request_uri';
  access_log ${dir}/access.log balanced;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=pages:1m;
  upstream modelhub {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=30s;`).join("\n")}
  }
  proxy_set_header Host $host;
  proxy_connect_timeout 1s;
  proxy_next_upstream error timeout http_502 http_503;
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://modelhub; }
  }
  server {
    listen 127.0.0.1:${cachingPort};
    location / {
      proxy_pass http://modelhub;
      proxy_cache pages;
      proxy_cache_revalidate on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

/** One line of the access log: which port was asked, the status, and which servers nginx tried. */
interface Balanced {
  port: number;
  status: number;
  upstreams: string[];
  cache: string;
  path: string;
}

function accessLog(dir: string): Balanced[] {
  const path = join(dir, "access.log");
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [, port, status, upstreams, cache, requested] =
        /^(\d+) (\d+) "([^"]*)" "([^"]*)" (\S+)$/.exec(line) ?? [];
      return {
        port: Number(port),
        status: Number(status),
        upstreams: upstreams === "-" || !upstreams ? [] : upstreams.split(/, | : /),
        cache: cache === "-" ? "" : (cache ?? ""),
        path: requested ?? "",
      };
    });
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Records a test imports: a new author's models, one of them with more downloads than any sample model. */
function importedModels(): Record<string, unknown>[] {
  return Array.from({ length: 3 }, (_, n) => ({
    id: `scale-out/tiny-model-${n}`,
    author: "scale-out",
    createdAt: "2026-11-01T00:00:00.000Z",
    lastModified: "2026-11-02T00:00:00.000Z",
    downloads: 10_000_000_000 - n,
    likes: 5,
    tags: ["transformers", "text-generation", "license:mit"],
    pipeline_tag: "text-generation",
    library_name: "transformers",
  }));
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe("two modelhub servers on one PostgreSQL behind nginx", () => {
  let database: TestPostgresDatabase;
  let dir: string;
  let first: RunningServer;
  let second: RunningServer;
  let nginx: ChildProcess | undefined;
  let balancer: string;
  let caching: string;

  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`these tests need nginx at ${NGINX}: apt-get install nginx`);
    dir = mkdtempSync(join(tmpdir(), "modelhub-scale-out-"));
    const sampleDir = join(dir, "sample");
    mkdirSync(sampleDir);
    smallSample(sampleDir, 20);
    database = await createTestPostgresDatabase();
    // The first fills the empty database with the sample; the second then finds it filled.
    first = await startServer(database.url, sampleDir);
    second = await startServer(database.url, sampleDir);
    const [port, cachingPort] = [await freePort(), await freePort()];
    const nginxDir = join(dir, "nginx");
    mkdirSync(nginxDir);
    writeFileSync(
      join(nginxDir, "nginx.conf"),
      nginxConfig(nginxDir, [first.address, second.address], port, cachingPort),
    );
    nginx = spawn(
      NGINX,
      ["-p", nginxDir, "-e", join(nginxDir, "error.log"), "-c", join(nginxDir, "nginx.conf")],
      {
        stdio: "ignore",
      },
    );
    balancer = `http://127.0.0.1:${port}`;
    caching = `http://127.0.0.1:${cachingPort}`;
    for (let tries = 0; ; tries++) {
      const answered = await fetch(`${balancer}/api/models?limit=1`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      if (tries === 100) throw new Error(readFileSync(join(nginxDir, "error.log"), "utf8"));
      await wait(100);
    }
  }, 90_000);

  afterAll(async () => {
    const running = nginx && nginx.exitCode === null && nginx.signalCode === null;
    const nginxExited = running && new Promise((done) => nginx?.once("exit", done));
    nginx?.kill("SIGTERM");
    await nginxExited;
    for (const server of [first, second]) server?.child.kill("SIGKILL");
    await Promise.all([first?.exited, second?.exited]);
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("shows an import through each server and through nginx at once, with the same validators", async () => {
    const before = await Promise.all([first, second].map((server) => get(`${server.url}/models`)));
    expect(before.map((page) => page.status)).toEqual([200, 200]);
    expect(before[0]?.headers.get("etag")).toBe(before[1]?.headers.get("etag"));

    // Imported by `modelhub import` beside the servers: they learn of it only through the database.
    const file = join(dir, "imported.jsonl");
    writeFileSync(
      file,
      `${importedModels()
        .map((record) => JSON.stringify(record))
        .join("\n")}\n`,
    );
    const imported = await runCli("import", file, "--db", database.url);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toMatch(/^Imported 3 models/);

    // Straight after the import, every way in answers from it: the record, the author's listing,
    // and the listing's first place (the imported model has the most downloads).
    for (const base of [first.url, second.url, balancer, balancer]) {
      const record = await get(`${base}/api/models/scale-out/tiny-model-0`);
      expect(record.status, base).toBe(200);
      expect(JSON.parse(record.body)).toMatchObject({
        id: "scale-out/tiny-model-0",
        downloads: 10_000_000_000,
      });
      const listed = JSON.parse((await get(`${base}/api/models?author=scale-out`)).body) as { id: string }[];
      expect(listed.map((model) => model.id).sort(), base).toEqual([
        "scale-out/tiny-model-0",
        "scale-out/tiny-model-1",
        "scale-out/tiny-model-2",
      ]);
      const page = await get(`${base}/models?sort=downloads`);
      expect(page.body, base).toContain("scale-out/tiny-model-0");
    }

    // Both servers give the page new validators, the same ones: a copy cached through one
    // revalidates against the other.
    const after = await Promise.all([first, second].map((server) => get(`${server.url}/models`)));
    const etag = after[0]?.headers.get("etag") ?? "";
    expect(etag).not.toBe(before[0]?.headers.get("etag"));
    expect(after[1]?.headers.get("etag")).toBe(etag);
    expect(after[1]?.headers.get("last-modified")).toBe(after[0]?.headers.get("last-modified"));
    expect((await get(`${second.url}/models`, { "if-none-match": etag })).status).toBe(304);
    expect((await get(`${first.url}/models`, { "if-none-match": etag })).status).toBe(304);
  });

  it("lets nginx answer a page from its copy while Cache-Control allows, revalidate it, and bring the new page after a write", {
    timeout: 45_000,
  }, async () => {
    const page = `${caching}/models?sort=downloads`;
    const logged = accessLog(join(dir, "nginx")).length;
    const fetched = await get(page);
    const again = await get(page);
    expect([fetched.headers.get("x-cache-status"), again.headers.get("x-cache-status")]).toEqual([
      "MISS",
      "HIT",
    ]);
    expect(again.body).toBe(fetched.body);
    // The copy's answer reached no server.
    const [missed, hit] = accessLog(join(dir, "nginx")).slice(logged);
    expect(missed?.upstreams).toHaveLength(1);
    expect(hit).toMatchObject({ cache: "HIT", upstreams: [] });

    // Once the copy is older than s-maxage, nginx asks a server with its validators: unchanged
    // data answers 304 and the copy is served again.
    const asked = async () => {
      for (;;) {
        await wait(500);
        const answer = await get(page);
        if (answer.headers.get("x-cache-status") !== "HIT") return answer;
      }
    };
    const revalidated = await asked();
    expect(revalidated.headers.get("x-cache-status")).toBe("REVALIDATED");
    expect(revalidated.body).toBe(fetched.body);

    // After a write, the next revalidation brings the new page.
    const writer = await openStore(database.url);
    try {
      await writer.models.upsertMany([
        { ...importedModels()[0], id: "scale-out/cached-model", downloads: 20_000_000_000 },
      ]);
    } finally {
      await writer.close();
    }
    expect((await get(page)).body).not.toContain("scale-out/cached-model");
    const refreshed = await asked();
    expect(refreshed.headers.get("x-cache-status")).toBe("EXPIRED");
    expect(refreshed.body).toContain("scale-out/cached-model");
  });

  it("answers every request of a load with a page while one server is killed", {
    timeout: 45_000,
  }, async () => {
    const paths = [
      "/api/models?limit=5",
      "/api/models/scale-out/tiny-model-1",
      "/api/models?author=scale-out",
      "/models",
      "/scale-out/tiny-model-1",
      "/api/datasets?limit=5",
    ];
    const answers: { status: number; error?: string }[] = [];
    const logged = accessLog(join(dir, "nginx")).length;
    let loading = true;
    const client = async (n: number) => {
      for (let i = n; loading; i++) {
        try {
          const answer = await fetch(`${balancer}${paths[i % paths.length]}`);
          await answer.arrayBuffer();
          answers.push({ status: answer.status });
        } catch (error) {
          answers.push({ status: 0, error: String(error) });
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    // However fast this machine answers: the kill comes once both servers have answered a share of
    // the load, and the load goes on for as many requests again after it.
    const until = async (done: () => boolean) => {
      while (!done()) await wait(50);
    };
    const servedBy = (log: Balanced[], address: string) =>
      log.filter((line) => line.upstreams.at(-1) === address).length;
    let beforeKill: Balanced[] = [];
    await until(() => {
      beforeKill = accessLog(join(dir, "nginx")).slice(logged);
      return Math.min(servedBy(beforeKill, first.address), servedBy(beforeKill, second.address)) >= 25;
    });
    first.child.kill("SIGKILL");
    await first.exited;
    const killedAt = answers.length;
    await until(() => answers.length >= 2 * killedAt);
    loading = false;
    await Promise.all(clients);

    const failed = answers.filter((answer) => answer.status !== 200);
    expect(failed).toEqual([]);
    // Before the kill nginx shared the requests between both servers; after it, the killed one's
    // requests went on to the other, which answered them all.
    expect(servedBy(beforeKill, first.address)).toBeGreaterThan(0);
    expect(servedBy(beforeKill, second.address)).toBeGreaterThan(0);
    const afterKill = accessLog(join(dir, "nginx")).slice(logged + beforeKill.length);
    expect(afterKill.length).toBeGreaterThan(0);
    expect(afterKill.every((line) => line.status === 200)).toBe(true);
    // At least the first request nginx sent to the killed server after the kill (and any it had
    // in flight there) was tried there and answered by the other one.
    const retried = afterKill.filter((line) => line.upstreams.length > 1);
    expect(retried.length).toBeGreaterThan(0);
    expect(retried.every((line) => line.upstreams.at(-1) === second.address)).toBe(true);
  });
});
