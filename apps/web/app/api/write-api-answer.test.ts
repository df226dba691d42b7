// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonAnswer } from "./api-answer.server";
import { writeApiAnswer } from "./write-api-answer.server";

const items = Array.from({ length: 200 }, (_, i) => ({ id: `owner/model-${i}`, downloads: i }));
let server: Server;
let base: string;

beforeAll(async () => {
  // Answers every path with the same list; the encoding comes from the `x-encoding` test header.
  server = createServer((request, response) => {
    const encoding = request.headers["x-encoding"] as "br" | "gzip" | undefined;
    const body = request.url === "/small" ? { ok: true } : items;
    writeApiAnswer(request, response, jsonAnswer(body, { headers: { link: "<next>" } }), encoding);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("writeApiAnswer", () => {
  it("sends the JSON with its length and headers", async () => {
    const response = await fetch(`${base}/`);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(items);
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(response.headers.get("link")).toBe("<next>");
  });

  it.each(["br", "gzip"] as const)("compresses with %s when asked, to the same JSON", async (encoding) => {
    const response = await fetch(`${base}/`, { headers: { "x-encoding": encoding } });
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(response.headers.get("content-length"))).toBeLessThan(JSON.stringify(items).length / 3);
    expect(await response.json()).toEqual(items);
  });

  it("leaves small bodies uncompressed", async () => {
    const response = await fetch(`${base}/small`, { headers: { "x-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual({ ok: true });
  });

  it("answers HEAD with the headers of the GET and no body", async () => {
    const get = await fetch(`${base}/`);
    const head = await fetch(`${base}/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(get.headers.get("content-length"));
    expect(await head.text()).toBe("");
  });
});
