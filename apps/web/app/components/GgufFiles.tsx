import { type MemoryFit, memoryFit } from "@modelhub/catalog/hardware";
import { startTransition, useEffect, useState } from "react";
import { Link } from "react-router";
import { formatBytes } from "../lib/format";
import type { GgufView } from "../lib/gguf-view.server";
import { type HardwareChoice, useHardwareChoice } from "../lib/hardware-choice";
import { HardwarePicker } from "./HardwarePicker";

const FIT_TEXT: Record<MemoryFit, string> = { fits: "fits", tight: "tight", "too-big": "too big" };

/** The bytes a quant needs on the visitor's hardware: its files, plus the KV cache when it can be counted. */
function neededBytes(size: number, fit: GgufView["fit"], choice: HardwareChoice): number {
  if (fit.kvBytesPerToken === undefined) return size;
  const context = fit.maxContext !== undefined ? Math.min(choice.context, fit.maxContext) : choice.context;
  return size + fit.kvBytesPerToken * context;
}

const AUXILIARY_KINDS = { projector: "Vision projector", imatrix: "Importance matrix" } as const;

/** "3 parts", or "2 of 5 parts" when the repository lists only some of a split file's parts. */
function partsNote(parts: number, declared: number | undefined): string | undefined {
  if (declared === undefined) return parts > 1 ? `${parts} parts` : undefined;
  return parts === declared ? `${parts} parts` : `${parts} of ${declared} parts`;
}

/**
 * The model's GGUF quants, smallest first, each with its size and parts; picking one (a link, so
 * it works without JavaScript) fills the local apps' commands, when the page has local apps.
 * Vision projectors and importance matrices are listed apart.
 */
export function GgufFiles({ gguf }: { gguf: GgufView }) {
  const [hardware, setHardware] = useHardwareChoice();
  // The picker needs JavaScript, and the choice lives in the browser: both appear once hydrated,
  // in a transition, so that rendering its few hundred options never blocks the page.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  if (!gguf.quants.length && !gguf.auxiliary.length) return null;
  const sized = gguf.quants.some((quant) => quant.size !== undefined);
  return (
    <section className="panel" aria-labelledby="gguf-title">
      <h2 id="gguf-title">GGUF quants</h2>
      {hydrated && sized ? (
        <>
          <HardwarePicker
            choice={hardware}
            onChange={setHardware}
            countsKvCache={gguf.fit.kvBytesPerToken !== undefined}
            maxContext={gguf.fit.maxContext}
          />
          {hardware ? <p className="muted gguf-fit__note">{fitNote(gguf.fit, hardware)}</p> : null}
        </>
      ) : null}
      {gguf.quants.length ? (
        <ul className="gguf-list">
          {gguf.quants.map((quant) => {
            const picked = quant.value === gguf.selected;
            const parts = partsNote(quant.parts, quant.declaredParts);
            return (
              <li key={quant.file} className={picked ? "gguf-list__picked" : undefined}>
                {quant.href !== undefined ? (
                  <Link
                    className="gguf-list__label"
                    to={quant.href}
                    preventScrollReset
                    replace
                    aria-current={picked ? "true" : undefined}
                    title={picked ? "The local apps run this quant" : "Run this quant in the local apps"}
                  >
                    {quant.label ?? "unknown"}
                  </Link>
                ) : (
                  <span className="gguf-list__label">{quant.label ?? "unknown"}</span>
                )}
                {/* The parts come first: a long file name is cut short at the end. */}
                <span className="gguf-list__name" title={quant.file}>
                  {parts ? <span className="gguf-list__parts">{parts} · </span> : null}
                  {quant.file}
                </span>
                <span className="gguf-list__size">
                  {quant.size !== undefined ? formatBytes(quant.size) : ""}
                </span>
                {hardware && quant.size !== undefined ? (
                  <FitBadge need={neededBytes(quant.size, gguf.fit, hardware)} memoryGb={hardware.memoryGb} />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {gguf.quantCount > gguf.quants.length ? (
        <p className="panel__foot muted">
          The {gguf.quants.length} smallest of {gguf.quantCount.toLocaleString("en-US")} quants.
        </p>
      ) : null}
      {gguf.auxiliary.length ? (
        <>
          <h3 className="widget__heading gguf-aux__heading">Not weights</h3>
          <ul className="gguf-list gguf-list--aux">
            {gguf.auxiliary.map((file) => (
              <li key={file.file}>
                <span className="gguf-list__kind">{AUXILIARY_KINDS[file.kind]}</span>
                <span className="gguf-list__name" title={file.file}>
                  {file.file}
                </span>
                <span className="gguf-list__size">
                  {file.size !== undefined ? formatBytes(file.size) : ""}
                </span>
              </li>
            ))}
          </ul>
          {gguf.auxiliaryCount > gguf.auxiliary.length ? (
            <p className="panel__foot muted">
              The first {gguf.auxiliary.length} of {gguf.auxiliaryCount.toLocaleString("en-US")} such files.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** What the fit marks count, said plainly. */
function fitNote(fit: GgufView["fit"], hardware: HardwareChoice): string {
  const memory = `${hardware.memoryGb} GB${hardware.device ? ` (${hardware.device})` : ""}`;
  if (fit.kvBytesPerToken === undefined) {
    return `Against ${memory}, counting the weights only: the record does not say how the model's attention is shaped, so the KV cache, which grows with the context, is not counted.`;
  }
  const context =
    fit.maxContext !== undefined ? Math.min(hardware.context, fit.maxContext) : hardware.context;
  return `Against ${memory}, counting the weights and the KV cache for ${context.toLocaleString("en-US")} tokens (F16). Within 80% of memory fits; up to all of it is tight.`;
}

function FitBadge({ need, memoryGb }: { need: number; memoryGb: number }) {
  const fit = memoryFit(need, memoryGb);
  return (
    <span
      className={`gguf-fit gguf-fit--${fit}`}
      title={`Needs about ${formatBytes(need)} of ${memoryGb} GB`}
    >
      {FIT_TEXT[fit]}
    </span>
  );
}
