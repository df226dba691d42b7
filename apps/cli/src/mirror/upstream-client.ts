import { nextLink } from "./link-header";
import { MirrorError } from "./mirror-error";
import { RequestPacer } from "./request-pacer";

export interface UpstreamClientOptions {
  /** The upstream's base URL; its origin is the only one the token goes to. */
  upstream: string;
  /** An access token, sent as `Authorization: Bearer` to the upstream's own origin only. */
  token?: string;
  /** Requests a second at most (0: no cap). */
  maxRate?: number;
  /** Tries of one request that fails with a 5xx, a dropped connection or a cut answer. */
  maxTries?: number;
  /** How long one try may take, answer read included, before it counts as failed (ms). */
  timeoutMs?: number;
  /** The first wait before a retry (ms), doubled at each retry up to 30 s. */
  retryBaseMs?: number;
  /** Told of each wait before a retry, for the progress line. */
  onRetry?: (notice: RetryNotice) => void;
}

/** Why a request waits before trying again. */
export interface RetryNotice {
  url: string;
  reason: string;
  waitMs: number;
}

/** An answer of the upstream: its JSON, and the next page when its `Link` header names one. */
export interface UpstreamAnswer {
  value: unknown;
  next?: string;
}

/** Answers a `429` may get before the mirror gives up: the upstream said when to come back each time. */
const MAX_RATE_LIMITED = 20;
const MAX_REDIRECTS = 5;
const MAX_WAIT_MS = 30_000;

/** A failure worth another try (the upstream may answer next time). */
class TransientFailure extends Error {
  constructor(
    message: string,
    readonly waitMs?: number,
  ) {
    super(message);
  }
}

/** A `Retry-After` value (seconds, or an HTTP date) in milliseconds from now. */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads JSON from a Hub-compatible API as a good citizen: at most `maxRate` requests a second,
 * `429` answered by waiting as long as `Retry-After` says, `5xx`, dropped connections, slow and
 * cut answers retried with backoff a bounded number of times. The token goes to the upstream's
 * own origin only: redirects are followed here, so that one to another host carries none.
 */
export class UpstreamClient {
  readonly origin: string;
  readonly #pacer: RequestPacer;
  /** Requests sent, retries included. */
  requests = 0;

  constructor(private readonly options: UpstreamClientOptions) {
    this.origin = new URL(options.upstream).origin;
    this.#pacer = new RequestPacer(options.maxRate ?? 0);
  }

  /** The JSON at `url`, or undefined for a 404 (a record the upstream does not have). */
  async getJson(url: string): Promise<UpstreamAnswer | undefined> {
    return this.#withRetries(url, async (response, finalUrl) => {
      const text = await response.text();
      try {
        return { value: JSON.parse(text), next: nextLink(response.headers.get("link"), finalUrl) };
      } catch {
        // A complete answer that is not JSON is as likely an answer cut short as a broken upstream.
        throw new TransientFailure(`the answer is not complete JSON (${text.length} characters)`);
      }
    });
  }

  /** The text at `url` (a file such as a model card), or undefined for a 404. */
  async getText(url: string): Promise<string | undefined> {
    return this.#withRetries(url, (response) => response.text());
  }

  async #withRetries<T>(
    url: string,
    read: (response: Response, url: string) => Promise<T>,
  ): Promise<T | undefined> {
    const maxTries = this.options.maxTries ?? 5;
    let failures = 0;
    let rateLimited = 0;
    for (;;) {
      try {
        return await this.#tryOnce(url, read);
      } catch (error) {
        if (!(error instanceof TransientFailure)) throw error;
        let waitMs: number;
        if (error.waitMs !== undefined) {
          if (++rateLimited > MAX_RATE_LIMITED) {
            throw new MirrorError(
              url,
              `the upstream kept answering 429 (too many requests), ${MAX_RATE_LIMITED} times`,
            );
          }
          waitMs = error.waitMs;
        } else {
          if (++failures >= maxTries) throw new MirrorError(url, `${error.message}, after ${maxTries} tries`);
          const base = this.options.retryBaseMs ?? 1000;
          waitMs = Math.min(MAX_WAIT_MS, base * 2 ** (failures - 1) * (0.75 + Math.random() / 2));
        }
        this.options.onRetry?.({ url, reason: error.message, waitMs });
        await sleep(waitMs);
      }
    }
  }

  async #tryOnce<T>(
    url: string,
    read: (response: Response, url: string) => Promise<T>,
  ): Promise<T | undefined> {
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? 60_000);
    let target = url;
    try {
      for (let redirects = 0; ; redirects++) {
        await this.#pacer.wait();
        this.requests++;
        const response = await fetch(target, { headers: this.#headers(target), redirect: "manual", signal });
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          if (redirects >= MAX_REDIRECTS) throw new MirrorError(url, `more than ${MAX_REDIRECTS} redirects`);
          target = new URL(location, target).href;
          continue;
        }
        if (response.ok) {
          try {
            return await read(response, target);
          } catch (error) {
            if (error instanceof TransientFailure || signal.aborted) throw error;
            throw new TransientFailure(`the answer was cut short (${describeFailure(error)})`);
          }
        }
        await this.#refuse(url, response);
        return undefined;
      }
    } catch (error) {
      if (error instanceof MirrorError || error instanceof TransientFailure) throw error;
      if (signal.aborted)
        throw new TransientFailure(
          `no complete answer within ${(this.options.timeoutMs ?? 60_000) / 1000} s`,
        );
      // fetch's TypeError ("fetch failed"): a refused or dropped connection.
      throw new TransientFailure(`no answer (${describeFailure(error)})`);
    }
  }

  #headers(url: string): Record<string, string> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (this.options.token && new URL(url).origin === this.origin) {
      headers.authorization = `Bearer ${this.options.token}`;
    }
    return headers;
  }

  /** Throws for an answer that is not a success; returns for a 404 (nothing there). */
  async #refuse(url: string, response: Response): Promise<void> {
    const body = await response.text().catch(() => "");
    const said = upstreamMessage(body);
    if (response.status === 404) return;
    if (response.status === 429) {
      throw new TransientFailure(
        "429 too many requests",
        retryAfterMs(response.headers.get("retry-after")) ?? 10_000,
      );
    }
    if (response.status >= 500) throw new TransientFailure(`HTTP ${response.status}${said}`);
    if (response.status === 401 || response.status === 403) {
      throw new MirrorError(
        url,
        this.options.token
          ? `the upstream refused the token (HTTP ${response.status}${said}): check HF_TOKEN or the --token-file, and that it may read this`
          : `the upstream asks for an access token (HTTP ${response.status}${said}): set HF_TOKEN or pass --token-file`,
      );
    }
    throw new MirrorError(url, `HTTP ${response.status}${said}`);
  }
}

/** The error text of a Hub-style JSON answer (`{"error": "..."}`), as ": text", else "". */
function upstreamMessage(body: string): string {
  try {
    const error = (JSON.parse(body) as { error?: unknown }).error;
    return typeof error === "string" && error !== "" ? `: ${error.slice(0, 200)}` : "";
  } catch {
    return "";
  }
}

/** An error and its cause in a few words: "fetch failed: other side closed". */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}
