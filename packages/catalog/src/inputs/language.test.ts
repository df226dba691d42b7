import { describe, expect, it } from "vitest";
import { normalizeModelRecord } from "../model/model-record";
import { describeExampleInput, formatExampleInput } from "./describe";
import { EXAMPLE_LANGUAGES, EXAMPLE_TEXTS, exampleLanguage, type LanguageTexts } from "./language-texts";
import { getExampleInput } from "./task-inputs";

function model(fields: Record<string, unknown>) {
  return normalizeModelRecord({ id: "acme/model", ...fields });
}

describe("example languages", () => {
  it("covers the reference's 14 languages, and Japanese", () => {
    const reference = ["en", "zh", "fr", "es", "ru", "uk", "it", "fa", "ar", "bn", "mn", "si", "de", "dv"];
    expect(EXAMPLE_LANGUAGES).toEqual([...reference, "ja"].sort());
  });

  /** Every letter of a language's texts (not digits, punctuation or spaces) and the scripts it may use. */
  const SCRIPTS: Record<string, RegExp> = {
    ar: /^\p{Script=Arabic}$/u,
    bn: /^\p{Script=Bengali}$/u,
    de: /^\p{Script=Latin}$/u,
    dv: /^\p{Script=Thaana}$/u,
    en: /^\p{Script=Latin}$/u,
    es: /^\p{Script=Latin}$/u,
    fa: /^\p{Script=Arabic}$/u,
    fr: /^\p{Script=Latin}$/u,
    it: /^\p{Script=Latin}$/u,
    ja: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]$/u,
    mn: /^\p{Script=Cyrillic}$/u,
    ru: /^\p{Script=Cyrillic}$/u,
    si: /^\p{Script=Sinhala}$/u,
    uk: /^\p{Script=Cyrillic}$/u,
    zh: /^\p{Script=Han}$/u,
  };
  const allText = (language: keyof typeof EXAMPLE_TEXTS) =>
    Object.values(EXAMPLE_TEXTS[language] as LanguageTexts)
      .flatMap((value: string | readonly string[]) => (typeof value === "string" ? [value] : [...value]))
      .join(" ");
  const letters = (text: string) => [...text].filter((char) => /\p{L}|\p{M}/u.test(char));

  it("writes each language in its own script", () => {
    for (const language of EXAMPLE_LANGUAGES) {
      const foreign = letters(allText(language)).filter(
        (char) => !SCRIPTS[language]!.test(char) && !/\p{Script=Inherited}/u.test(char),
      );
      expect(foreign.join(""), language).toBe("");
    }
  });

  it("uses each language's own letters, not a neighbour's", () => {
    // Persian writes ی and ک, not the Arabic ي and ك; Ukrainian has і, ї, є and no ы, э, ъ, ё;
    // Mongolian Cyrillic has ө and ү.
    expect(allText("fa")).not.toMatch(/[يك]/u);
    expect(allText("fa")).toMatch(/[یکگپچژ]/u);
    expect(allText("uk")).not.toMatch(/[ыэъё]/iu);
    expect(allText("uk")).toMatch(/[іїє]/u);
    expect(allText("mn")).toMatch(/[өү]/u);
    // Sinhala's rakaransaya and yansaya are a virama, a zero-width joiner, then ra or ya.
    expect(allText("si")).not.toMatch(/\u0dca[\u0dbb\u0dba]/u);
    expect(allText("si")).toMatch(/\u0dca\u200d\u0dbb/u);
    // Persian joins a prefix like می to its verb with a zero-width non-joiner, not a space.
    expect(allText("fa")).toMatch(/می\u200c/u);
    expect(allText("fa")).not.toMatch(/ می /u);
  });

  it("starts every right-to-left text with a right-to-left letter", () => {
    for (const language of ["ar", "fa", "dv"] as const) {
      for (const value of Object.values(EXAMPLE_TEXTS[language] as LanguageTexts)) {
        const text: string = typeof value === "string" ? value : value.join("");
        const first = [...text].find((char) => /\p{L}/u.test(char));
        expect(first, language).toMatch(/[\p{Script=Arabic}\p{Script=Thaana}]/u);
      }
    }
  });

  it("has every text in every language, none empty, each translated", () => {
    const keys = Object.keys(EXAMPLE_TEXTS.en) as (keyof LanguageTexts)[];
    for (const language of EXAMPLE_LANGUAGES) {
      const texts: LanguageTexts = EXAMPLE_TEXTS[language];
      expect(Object.keys(texts).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const value = texts[key];
        const parts = typeof value === "string" ? [value] : value;
        expect(parts.length, `${language}.${key}`).toBeGreaterThan(0);
        expect(parts.join("").trim(), `${language}.${key}`).not.toBe("");
        if (language !== "en") expect(value, `${language}.${key}`).not.toEqual(EXAMPLE_TEXTS.en[key]);
      }
    }
  });

  it("picks the first declared language it has texts for", () => {
    expect(exampleLanguage(model({ cardData: { language: ["fr"] } }))).toBe("fr");
    expect(exampleLanguage(model({ cardData: { language: "de" } }))).toBe("de");
    expect(exampleLanguage(model({ cardData: { language: ["multilingual", "xx", "ES"] } }))).toBe("es");
    expect(exampleLanguage(model({ cardData: { language: ["zh-Hans"] } }))).toBe("zh");
    expect(exampleLanguage(model({ cardData: { language: ["pt_BR", "ja"] } }))).toBe("ja");
    expect(exampleLanguage(model({ cardData: { language: ["en", "fr"] } }))).toBe("en");
  });

  it("falls back to English for unknown, missing or wrong-typed languages", () => {
    for (const language of [["xx"], [], undefined, 7, [null], ["__proto__"], ["constructor"]]) {
      expect(exampleLanguage(model({ cardData: { language } }))).toBe("en");
    }
    expect(exampleLanguage(model({}))).toBe("en");
  });

  it("gives defaults in the model's language", () => {
    const ru = model({ pipeline_tag: "translation", cardData: { language: ["ru"] } });
    expect(getExampleInput(ru)).toEqual({ kind: "text", text: EXAMPLE_TEXTS.ru.translation });
    const ar = model({
      pipeline_tag: "text-generation",
      tags: ["conversational"],
      cardData: { language: ["ar"] },
    });
    expect(getExampleInput(ar)).toEqual({
      kind: "chat",
      messages: [{ role: "user", content: EXAMPLE_TEXTS.ar.chat }],
    });
    const ja = model({ pipeline_tag: "question-answering", cardData: { language: ["ja"] } });
    expect(getExampleInput(ja)).toEqual({
      kind: "question-answering",
      question: EXAMPLE_TEXTS.ja.question,
      context: EXAMPLE_TEXTS.ja.context,
    });
  });

  it("keeps the fixed prompts and labels in every language", () => {
    const fr = (task: string) =>
      getExampleInput(model({ pipeline_tag: task, cardData: { language: ["fr"] } }));
    expect(fr("text-to-image")).toEqual({ kind: "text", text: "Astronaut riding a horse" });
    expect(fr("zero-shot-classification")).toMatchObject({ candidateLabels: ["refund", "legal", "faq"] });
  });
});

describe("describeExampleInput", () => {
  it("shows text inputs as the text itself", () => {
    expect(describeExampleInput(model({ pipeline_tag: "text-to-image" }))).toBe("Astronaut riding a horse");
    const text = "Quote \" and '$(x)'\nnew line";
    expect(describeExampleInput(model({ pipeline_tag: "text-classification", widgetData: [{ text }] }))).toBe(
      text,
    );
  });

  it("labels the parts of structured inputs", () => {
    expect(formatExampleInput({ kind: "question-answering", question: "Who?", context: "Clara." })).toBe(
      "Question: Who?\nContext: Clara.",
    );
    expect(
      formatExampleInput({ kind: "sentence-similarity", sourceSentence: "A", sentences: ["B", "C"] }),
    ).toBe("Source sentence: A\nSentences to compare:\n- B\n- C");
    expect(
      formatExampleInput({ kind: "zero-shot-classification", text: "T", candidateLabels: ["refund", "faq"] }),
    ).toBe("T\nCandidate labels: refund, faq");
    expect(formatExampleInput({ kind: "image", file: "cats.jpg" })).toBe("Image: cats.jpg");
    expect(formatExampleInput({ kind: "audio", file: "sample1.flac" })).toBe("Audio: sample1.flac");
    expect(
      formatExampleInput({
        kind: "table-question-answering",
        query: "Q",
        table: { a: ["1", "2"], b: ["3", "4"] },
      }),
    ).toBe("Query: Q\na: 1 | 2\nb: 3 | 4");
    expect(
      formatExampleInput({
        kind: "chat",
        messages: [
          { role: "system", content: "Be brief." },
          {
            role: "user",
            content: [
              { type: "text", text: "Describe" },
              { type: "image_url", image_url: { url: "https://example.com/a.png" } },
            ],
          },
        ],
      }),
    ).toBe("system: Be brief.\nuser: Describe\n[image: https://example.com/a.png]");
  });

  it("describes every task's default without throwing", () => {
    for (const task of ["image-to-video", "document-question-answering", "tabular-regression", "fill-mask"]) {
      expect(describeExampleInput(model({ pipeline_tag: task }))).not.toBe("");
    }
  });
});
