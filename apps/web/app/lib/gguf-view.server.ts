import {
  chooseGgufFile,
  type GgufFileChoice,
  type GgufQuant,
  groupGgufFiles,
  kvCacheBytesPerToken,
  kvCacheShape,
  type ModelRecord,
  modelSize,
} from "@modelhub/catalog";

/** One quant as the GGUF panel and the quant picker show it. */
export interface GgufQuantView {
  /** What `?quant=` takes for it: its label when no other quant has it, else its file. */
  value: string;
  label?: string;
  /** The file a runner loads (the first part of a split file). */
  file: string;
  /** Parts listed; 1 for a file in one piece. */
  parts: number;
  /** Parts its names declare, for a split file. */
  declaredParts?: number;
  size?: number;
  /**
   * The page with this quant picked, the rest of the query kept, at the local apps it fills;
   * absent when the page has no local apps, where picking one would change nothing.
   */
  href?: string;
}

/** The GGUF panel and the quant picker, following the quant the visitor picked. */
export interface GgufView {
  /** The first MAX_QUANTS_SHOWN quants by size, and the picked one. */
  quants: GgufQuantView[];
  /** How many quants the repository has. */
  quantCount: number;
  /** The `value` of the quant the commands run; absent when there is nothing to run or nothing runs it. */
  selected?: string;
  /** Vision projectors and importance matrices, the first MAX_AUXILIARY_SHOWN of them. */
  auxiliary: { file: string; kind: "projector" | "imatrix"; size?: number }[];
  auxiliaryCount: number;
  /** The query's other parameters, which the quant picker's form sends again. */
  keep: [string, string][];
  /** What the hardware fit counts besides the weights. */
  fit: {
    /** Bytes of KV cache per token of context, when the record says how the model's attention is shaped. */
    kvBytesPerToken?: number;
    /** The longest context the model reads, from its GGUF metadata. */
    maxContext?: number;
  };
}

/** The most quants a page lists (a repository holds a few dozen; 100,000 files must stay a small page). */
const MAX_QUANTS_SHOWN = 100;

/** The most vision projectors and importance matrices a page lists. */
const MAX_AUXILIARY_SHOWN = 20;

/**
 * The model's GGUF quants, smallest first, the one `?quant=` names picked (by label or file; by
 * default the file chooseGgufFile picks), and the file the local apps run for it.
 */
export function buildGgufView(
  model: ModelRecord,
  query: URLSearchParams,
): { view: GgufView; choice: GgufFileChoice | undefined } {
  const { quants, auxiliary } = groupGgufFiles(model.siblings ?? []);
  const labelCounts = new Map<string, number>();
  for (const quant of quants) {
    if (quant.label !== undefined) labelCounts.set(quant.label, (labelCounts.get(quant.label) ?? 0) + 1);
  }
  const pickValue = (quant: GgufQuant) =>
    quant.label !== undefined && labelCounts.get(quant.label) === 1 ? quant.label : quant.file;
  const keep = [...query].filter(([name]) => name !== "quant");
  const asked = query.get("quant");
  const fallback = chooseGgufFile(model)?.file;
  const picked =
    (asked !== null
      ? quants.find((quant) => pickValue(quant) === asked || quant.file === asked)
      : undefined) ?? quants.find((quant) => quant.file === fallback);
  const shown = quants.slice(0, MAX_QUANTS_SHOWN);
  if (picked && !shown.includes(picked)) shown.push(picked);
  const choice: GgufFileChoice | undefined = picked
    ? { repoId: model.id, file: picked.file, ...(picked.label !== undefined ? { quant: picked.label } : {}) }
    : undefined;
  const view: GgufView = {
    quants: shown.map((quant) => {
      const value = pickValue(quant);
      const params = new URLSearchParams(keep);
      params.set("quant", value);
      return {
        value,
        ...(quant.label !== undefined ? { label: quant.label } : {}),
        file: quant.file,
        parts: quant.parts.length,
        ...(quant.declaredParts !== undefined ? { declaredParts: quant.declaredParts } : {}),
        ...(quant.size !== undefined ? { size: quant.size } : {}),
        href: `?${params}#local-title`,
      };
    }),
    quantCount: quants.length,
    auxiliary: auxiliary.slice(0, MAX_AUXILIARY_SHOWN),
    auxiliaryCount: auxiliary.length,
    keep,
    fit: fitInputs(model),
  };
  if (picked) view.selected = pickValue(picked);
  return { view, choice };
}

/**
 * The view for a page without local apps: the quants listed, none picked nor linked (their links
 * would lead to commands the page does not have).
 */
export function withoutQuantPicker(view: GgufView): GgufView {
  const { selected: _selected, ...rest } = view;
  return { ...rest, quants: view.quants.map(({ href: _href, ...quant }) => quant) };
}

function fitInputs(model: ModelRecord): GgufView["fit"] {
  const shape = kvCacheShape(model);
  const maxContext = modelSize(model).gguf?.contextLength;
  return {
    ...(shape ? { kvBytesPerToken: kvCacheBytesPerToken(shape) } : {}),
    ...(maxContext !== undefined ? { maxContext } : {}),
  };
}
