import { describe, expect, it } from "vitest";
import { licenseLabel } from "./license";

describe("licenseLabel", () => {
  it("reads the card's license as a string or a list, else the license tags", () => {
    expect(licenseLabel("mit", ["license:apache-2.0"])).toBe("mit");
    expect(licenseLabel(["cc-by-4.0"], [])).toBe("cc-by-4.0");
    expect(licenseLabel(["cc-by-4.0", "mit", "mit"], [])).toBe("cc-by-4.0, mit");
    expect(licenseLabel(undefined, ["en", "license:cc-by-sa-3.0", "license:gfdl"])).toBe(
      "cc-by-sa-3.0, gfdl",
    );
    expect(licenseLabel([1, ""], ["license:mit"])).toBe("mit");
    expect(licenseLabel({ name: "mit" }, [])).toBeUndefined();
  });
});
