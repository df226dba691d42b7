import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { MessageChannel, Worker } from "node:worker_threads";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONTROL_LENGTH, nextMessage } from "../src/worker-messages";

let dir: string;
const workers: Worker[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-worker-entry-"));
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the store's worker entry on the TypeScript module `file`, running its export `run`. */
function start(file: string) {
  const control = new Int32Array(new SharedArrayBuffer(CONTROL_LENGTH * Int32Array.BYTES_PER_ELEMENT));
  const { port1, port2 } = new MessageChannel();
  workers.push(
    new Worker(new URL("../src/worker-entry.mjs", import.meta.url), {
      workerData: { module: pathToFileURL(file).href, run: "run", control: control.buffer, port: port2 },
      transferList: [port2],
    }),
  );
  return () => nextMessage<{ type: string; message?: string }>(port1, control, 20_000, "the test worker");
}

describe("the store's worker entry", () => {
  it("runs the named export of a TypeScript module bundled with what it imports", () => {
    writeFileSync(
      join(dir, "words.ts"),
      "export const greeting = (name: string): string => 'hello ' + name;\n",
    );
    writeFileSync(
      join(dir, "main.ts"),
      [
        'import { greeting } from "./words";',
        'import { isUtf8 } from "node:buffer";',
        "export function run(data: { port: MessagePort; control: SharedArrayBuffer }): void {",
        '  data.port.postMessage({ type: "done", message: greeting("worker") + " " + isUtf8(Buffer.from("ü")) });',
        "  const control = new Int32Array(data.control);",
        "  Atomics.add(control, 0, 1);",
        "  Atomics.notify(control, 0);",
        "}",
        "",
      ].join("\n"),
    );
    expect(start(join(dir, "main.ts"))()).toEqual({ type: "done", message: "hello worker true" });
  });

  it("posts a failure with the TypeScript line it came from, or with what keeps the module from loading", () => {
    writeFileSync(
      join(dir, "thrower.ts"),
      [
        "// line 1",
        "export function fail(): never {",
        '  throw new Error("broken on purpose");',
        "}",
        "",
      ].join("\n"),
    );
    writeFileSync(
      join(dir, "main.ts"),
      'import { fail } from "./thrower";\nexport const run = (): never => fail();\n',
    );
    const failed = start(join(dir, "main.ts"))();
    expect(failed.type).toBe("failed");
    expect(failed.message).toMatch(/broken on purpose/);
    expect(failed.message).toMatch(/thrower\.ts:3/);

    writeFileSync(join(dir, "bad.ts"), "export const = ;\n");
    const unbundled = start(join(dir, "bad.ts"))();
    expect(unbundled.type).toBe("failed");
    expect(unbundled.message).toMatch(/bad\.ts/);
    expect(start(join(dir, "missing.ts"))().type).toBe("failed");
  });
});
