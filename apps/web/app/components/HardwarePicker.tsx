import { HARDWARE_DEVICES, MEMORY_SIZES_GB } from "@modelhub/catalog/hardware";
import type { HardwareChoice } from "../lib/hardware-choice";

/** Context lengths to count the KV cache for. */
const CONTEXT_LENGTHS = [2048, 4096, 8192, 16_384, 32_768, 65_536, 131_072, 262_144];

const VENDOR_GROUPS = [
  ["NVIDIA", "NVIDIA GPUs"],
  ["AMD", "AMD GPUs"],
  ["INTEL", "Intel GPUs"],
  ["Apple", "Apple silicon (unified memory)"],
] as const;

function choiceValue(device: string, memoryGb: number): string {
  return `${memoryGb}|${device}`;
}

/** The context lengths offered for a model that reads at most `maxContext` tokens (all when unknown). */
export function contextOptions(maxContext: number | undefined): number[] {
  if (maxContext === undefined) return CONTEXT_LENGTHS;
  const within = CONTEXT_LENGTHS.filter((length) => length < maxContext);
  return [...within, maxContext];
}

/**
 * Picks the visitor's hardware (a GPU or Apple chip with one of its memory sizes, or a memory size
 * alone) and, when the KV cache can be counted, a context length.
 */
export function HardwarePicker({
  choice,
  onChange,
  countsKvCache,
  maxContext,
}: {
  choice: HardwareChoice | undefined;
  onChange: (choice: HardwareChoice | undefined) => void;
  countsKvCache: boolean;
  maxContext?: number;
}) {
  const contexts = contextOptions(maxContext);
  const context = choice ? Math.min(choice.context, contexts.at(-1) ?? choice.context) : 8192;
  return (
    <div className="hardware-picker">
      <label className="field">
        <span className="field__label">Your hardware</span>
        <select
          value={choice ? choiceValue(choice.device, choice.memoryGb) : ""}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (!value) return onChange(undefined);
            const bar = value.indexOf("|");
            onChange({ device: value.slice(bar + 1), memoryGb: Number(value.slice(0, bar)), context });
          }}
        >
          <option value="">Pick one to see which quants fit</option>
          <optgroup label="Memory size">
            {MEMORY_SIZES_GB.map((gb) => (
              <option key={gb} value={choiceValue("", gb)}>
                {gb} GB of memory
              </option>
            ))}
          </optgroup>
          {VENDOR_GROUPS.map(([vendor, label]) => (
            <optgroup key={vendor} label={label}>
              {HARDWARE_DEVICES.filter((device) => device.vendor === vendor).flatMap((device) =>
                device.memoryGb.map((gb) => (
                  <option key={`${device.name}-${gb}`} value={choiceValue(`${vendor} ${device.name}`, gb)}>
                    {device.name} · {gb} GB
                  </option>
                )),
              )}
            </optgroup>
          ))}
        </select>
      </label>
      {choice && countsKvCache ? (
        <label className="field">
          <span className="field__label">Context</span>
          <select
            value={context}
            onChange={(event) => onChange({ ...choice, context: Number(event.currentTarget.value) })}
          >
            {contexts.map((length) => (
              <option key={length} value={length}>
                {length.toLocaleString("en-US")} tokens
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
