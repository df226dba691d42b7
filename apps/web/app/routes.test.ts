import { readdirSync } from "node:fs";
import { join } from "node:path";
import { RESERVED_MODEL_ID_STARTS } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import routes from "./routes";

describe("routes", () => {
  it("give their own pages only first segments that no model id may start with", () => {
    const firstSegments = routes
      .map((entry) => entry.path?.split("/")[0])
      .filter((segment): segment is string => !!segment && !segment.startsWith(":") && segment !== "*");
    const publicFiles = readdirSync(join(import.meta.dirname, "../public"));
    for (const segment of [...firstSegments, ...publicFiles, "assets"]) {
      expect(RESERVED_MODEL_ID_STARTS, segment).toContain(segment);
    }
  });
});
