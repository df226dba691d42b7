import { formatLiteral, type JsonObject, jsString, pythonString, shellQuote } from "@modelhub/catalog";
import { fileContentType } from "../inputs/file-ref";
import type { FormBody } from "../providers/types";

/** A multipart form's fields as text (values that are not text go as JSON). */
export function formFields(form: FormBody): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form.fields).map(([name, value]) => [
      name,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  );
}

/** A multipart form written in each language. */
export interface FormCode {
  python: {
    /** Dict literal of the text fields. */
    fields: string;
    /** Name literal of the file field. */
    fileField: string;
    /** Path literal of the file. */
    path: string;
  };
  js: {
    /** `form.append(...)` statements for the text fields, in order. */
    appends: string[];
    /** Name literal of the file field. */
    fileField: string;
    /** Path literal of the file. */
    path: string;
    /** Content-type literal of the file. */
    mimeType: string;
  };
  /** curl arguments: `-F` for the file, `--form-string` for text (never read as @file or <file). */
  sh: string[];
}

export function formCode(form: FormBody): FormCode {
  const fields = formFields(form);
  const path = form.file.$file;
  const mimeType = fileContentType(form.file);
  const python = formatLiteral(fields as JsonObject, 0, {
    string: pythonString,
    key: pythonString,
    null: "None",
    true: "True",
    false: "False",
  });
  return {
    python: { fields: python, fileField: pythonString(form.fileField), path: pythonString(path) },
    js: {
      appends: Object.entries(fields).map(
        ([name, value]) => `form.append(${jsString(name)}, ${jsString(value)});`,
      ),
      fileField: jsString(form.fileField),
      path: jsString(path),
      mimeType: jsString(mimeType),
    },
    sh: [
      // curl reads `;` and `,` in a -F value as options, so the file name is double-quoted inside.
      `-F ${shellQuote(`${form.fileField}=@"${path.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}";type=${mimeType}`)}`,
      ...Object.entries(fields).map(([name, value]) => `--form-string ${shellQuote(`${name}=${value}`)}`),
    ],
  };
}
