import { describe, expect, it } from "vitest";
import { readListingParams } from "./listing-params";
import {
  languageOptions,
  licenseOptions,
  MAX_LANGUAGE_OPTIONS,
  MAX_LICENSE_OPTIONS,
} from "./model-card-facets";

const CODES = [
  "en",
  "fr",
  "de",
  "es",
  "it",
  "pt",
  "nl",
  "sv",
  "da",
  "fi",
  "pl",
  "cs",
  "sk",
  "sl",
  "hr",
  "hu",
];
const MORE = ["ro", "bg", "el", "tr", "ru", "uk", "ar", "he", "fa", "hi", "bn", "ta", "te", "ja", "ko", "zh"];

describe("the language and license sections of the model sidebar", () => {
  it("lists the most used languages, and a chosen one ranked below them, each linking as it should", () => {
    const codes = [...CODES, ...MORE];
    const counts = codes.map((value, index) => ({ value, count: 1000 - index }));
    const chosen = codes[codes.length - 1] as string;
    const params = readListingParams("models", new URLSearchParams(`language=${chosen}&sort=likes`));
    const options = languageOptions(params, counts);
    expect(options.map((option) => option.id)).toEqual([...codes.slice(0, MAX_LANGUAGE_OPTIONS), chosen]);
    expect(options[0]).toMatchObject({ label: "English", count: 1000, selected: false });
    expect(options[0]?.href).toBe("/models?language=en&sort=likes");
    expect(options.at(-1)).toMatchObject({ selected: true, href: "/models?sort=likes" });
  });

  it("lists the most used licenses, without the ones no model carries", () => {
    const counts = Array.from({ length: 30 }, (_, index) => ({
      value: `license:l${index}`,
      count: index < 25 ? 100 - index : 0,
    }));
    const options = licenseOptions(readListingParams("models", new URLSearchParams("")), counts);
    expect(options).toHaveLength(MAX_LICENSE_OPTIONS);
    expect(options[1]).toMatchObject({ id: "license:l1", label: "l1", href: "/models?license=license:l1" });
  });
});
