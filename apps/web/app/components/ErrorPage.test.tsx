import { describe, expect, it } from "vitest";
import { describeError } from "./ErrorPage";

/** A route error response as React Router hands it to a boundary. */
const routeError = (status: number, data: unknown, statusText = "Internal Server Error") => ({
  status,
  statusText,
  internal: false,
  data,
});

describe("describeError", () => {
  it("titles a page's 400 by what it means, whatever status text came with it", () => {
    expect(describeError(routeError(400, "Start again from the first page."))).toEqual({
      status: 400,
      title: "This link cannot be read",
      message: "Start again from the first page.",
    });
    expect(describeError(routeError(418, null)).title).toBe("Request failed");
  });

  it("keeps the page's own 404 sentence, and hides a thrown error's details", () => {
    expect(describeError(routeError(404, "No model acme/x here.", "Not Found")).message).toBe(
      "No model acme/x here.",
    );
    const crash = describeError(new Error("SQLITE_CORRUPT at /var/secret.db"));
    expect(crash.status).toBe(500);
    expect(crash.message).not.toContain("secret");
  });
});
