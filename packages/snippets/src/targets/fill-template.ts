import type { RenderContext } from "../context/render-context";

const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\}\}/gu;

/**
 * Fills `{{ path }}` placeholders from the render context, e.g. `{{ python.fullUrl }}` or
 * `{{ providerInputs.json }}`. Values are code already and are inserted as they are; a path that
 * leads nowhere, or to something other than text, is an error in the template and throws.
 */
export function fillTemplate(template: string, ctx: RenderContext): string {
  return template.replace(PLACEHOLDER, (_, path: string) => {
    let value: unknown = ctx;
    for (const key of path.split(".")) {
      value =
        value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    }
    if (typeof value === "string") return value;
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    throw new Error(`Template variable '${path}' is not text in this context`);
  });
}
