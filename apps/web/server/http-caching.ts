import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { dataVersionDate } from "@modelhub/store";

/**
 * How pages and API answers may be kept (decision 082): a browser asks again each time (a 304 when
 * nothing changed), a shared cache in front of the servers (a CDN, nginx) may answer from its copy
 * for a few seconds before it asks, so an import shows through it within that time.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, must-revalidate";

/** The validators of everything the server answers from one version of the data. */
export interface Validators {
  /** A weak entity tag: the same for each compressed form of a page. */
  etag: string;
  /** When the store says this data version was written, as an HTTP date (whole seconds). */
  lastModified: string;
  /** The same instant in milliseconds since the epoch. */
  lastModifiedMs: number;
  /**
   * Whether If-Modified-Since may answer 304: not when an earlier version was written within the
   * same second (only the tag tells them apart), nor when the version is dated later than this
   * process's clock (the date sent is then the clock's).
   */
  dateAnswers: boolean;
}

/** The headers every cacheable answer carries, and its 304 too. */
export function cachingHeaders(validators: Validators): Record<string, string> {
  return {
    etag: validators.etag,
    "last-modified": validators.lastModified,
    "cache-control": PUBLIC_CACHE_CONTROL,
    vary: "Accept-Encoding",
  };
}

/**
 * Validators from the build served and the store's data version, which the store keeps in its
 * file: every process serving the same build over the same data gives the same ones, so a
 * revalidation may reach any of them. `now` is for tests.
 */
export function createValidators(
  build: string,
  now: () => number = Date.now,
): (dataVersion: string) => Validators {
  let current: { dataVersion: string; validators: Validators } | undefined;
  return (dataVersion) => {
    if (current?.dataVersion === dataVersion) return current.validators;
    const clock = Math.floor(now() / 1000) * 1000;
    // A version without a date (a store never written since versions were kept) is dated by the
    // clock, and only its tag answers 304.
    const date = dataVersionDate(dataVersion);
    const second = (date?.second ?? Infinity) * 1000;
    const tag = createHash("sha256").update(`${build}\n${dataVersion}`).digest("base64url");
    const validators: Validators = {
      etag: `W/"${tag.slice(0, 22)}"`,
      lastModified: new Date(Math.min(second, clock)).toUTCString(),
      lastModifiedMs: Math.min(second, clock),
      dateAnswers: date?.firstInSecond === true && second <= clock,
    };
    current = { dataVersion, validators };
    return validators;
  };
}

/**
 * Whether a GET or HEAD with these headers may be answered 304 Not Modified (RFC 9110 13.2.2):
 * If-None-Match decides when present (weak comparison, so any compressed form matches), else
 * If-Modified-Since at or after the Last-Modified date.
 */
export function isNotModified(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const ifNoneMatch = headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const wanted = opaqueTag(validators.etag);
    return ifNoneMatch.split(",").some((tag) => opaqueTag(tag.trim()) === wanted);
  }
  const ifModifiedSince = headers["if-modified-since"];
  if (ifModifiedSince === undefined || !validators.dateAnswers) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && since >= validators.lastModifiedMs;
}

/** An entity tag without its weakness mark, for weak comparison. */
function opaqueTag(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}

/**
 * What identifies the build being served, for the validators: the server bundle (every page's and
 * the API's code) and the client assets' version.
 */
export function buildIdentity(serverBundle: Buffer, assetsVersion: string): string {
  return `${createHash("sha256").update(serverBundle).digest("base64url")}:${assetsVersion}`;
}
