import { formatLiteral, type JsonValue, jsKey, jsString, pythonString, shellQuote } from "@modelhub/catalog";
import { collectFileRefs, type FileRef, fileContentType, mapFileRefs, mimeTypeOf } from "../inputs/file-ref";
import { visibleJsonText } from "./json-text";

/** A sample file a JSON body embeds, and the variable each language reads it into. */
export interface EmbeddedFile {
  /** The file's path, as a string literal of each language (sh: a shell word). */
  path: { python: string; js: string; sh: string };
  /** "base64" or "data-url". */
  encoding: "base64" | "data-url";
  /** Content type, from the extension (used in data URLs). */
  mimeType: string;
  /** Variable holding the file's base64 text: snake_case for Python and sh, camelCase for JS. */
  variable: { python: string; js: string; sh: string };
}

/** A JSON body written in each language, files read into variables first. */
export interface BodyCode {
  /** Python dict literal. */
  python: string;
  /** JavaScript object literal. */
  js: string;
  /** JSON text as a shell word (single-quoted, file contents spliced in with "$var"). */
  sh: string;
  /** The files to read before the body is built. */
  files: EmbeddedFile[];
}

function baseName(ref: FileRef): string {
  const kind = mimeTypeOf(ref.$file).split("/")[0] ?? "file";
  return ["image", "audio", "video"].includes(kind) ? kind : "file";
}

/**
 * Files are swapped for unique marker strings, the value is written with the ordinary literal
 * encoders, then each marker's literal is replaced by the expression that reads the file. The
 * marker holds a random nonce, so no author text can be mistaken for it.
 */
export function bodyCode(value: JsonValue, level = 0): BodyCode {
  const refs = collectFileRefs(value);
  const nonce = Math.random().toString(36).slice(2);
  const marker = (index: number) => `\u{F0000}${nonce}:${index}\u{F0000}`;
  const indexOf = (ref: FileRef) =>
    refs.findIndex((other) => other.$file === ref.$file && other.encoding === ref.encoding);
  const marked = mapFileRefs(value, (ref) => marker(indexOf(ref)));
  const counts = new Map<string, number>();
  const files: EmbeddedFile[] = refs.map((ref) => {
    const base = baseName(ref);
    const seen = counts.get(base) ?? 0;
    counts.set(base, seen + 1);
    const suffix = seen === 0 ? "" : String(seen + 1);
    return {
      path: { python: pythonString(ref.$file), js: jsString(ref.$file), sh: shellQuote(ref.$file) },
      encoding: ref.encoding === "data-url" ? "data-url" : "base64",
      mimeType: fileContentType(ref),
      variable: {
        python: `${base}_base64${suffix}`,
        js: `${base}Base64${suffix}`,
        sh: `${base}_base64${suffix}`,
      },
    };
  });
  const expression = (text: string, language: "python" | "js"): string | undefined => {
    const index = refs.findIndex((_, i) => marker(i) === text);
    const file = files[index];
    if (!file) return undefined;
    const variable = file.variable[language];
    if (file.encoding === "base64") return variable;
    return language === "python"
      ? `f"data:${file.mimeType};base64,{${variable}}"`
      : `\`data:${file.mimeType};base64,\${${variable}}\``;
  };
  const python = formatLiteral(marked, level, {
    string: (text) => expression(text, "python") ?? pythonString(text),
    key: pythonString,
    null: "None",
    true: "True",
    false: "False",
  });
  const js = formatLiteral(marked, level, {
    string: (text) => expression(text, "js") ?? jsString(text),
    key: jsKey,
    null: "null",
    true: "true",
    false: "false",
  });
  let sh = shellQuote(visibleJsonText(marked, level + 1));
  files.forEach((file, index) => {
    const prefix = file.encoding === "data-url" ? `data:${file.mimeType};base64,` : "";
    sh = sh.replaceAll(marker(index), `${prefix}'"$${file.variable.sh}"'`);
  });
  return { python, js, sh, files };
}

/** The value with files shown as their paths (the object views of the render context). */
export function withFilePaths(value: JsonValue): JsonValue {
  return mapFileRefs(value, (ref) => ref.$file);
}
