import { HARDWARE_DEVICES } from "./hardware-devices.gen";
import { memoryFit } from "./memory-fit";

/** Memory sizes a visitor can pick without naming a device (a CPU's RAM, a device not listed). */
export const MEMORY_SIZES_GB: readonly number[] = [4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 512];

/**
 * Every memory size the hardware picker offers, a device's or a size alone, smallest first: the
 * sizes a listing tells which GGUF models fit in (see smallestFittingMemoryGb).
 */
export const PICKABLE_MEMORY_SIZES_GB: readonly number[] = [
  ...new Set([...MEMORY_SIZES_GB, ...HARDWARE_DEVICES.flatMap((device) => device.memoryGb)]),
].sort((a, b) => a - b);

/**
 * The smallest pickable memory size that `bytes` of weights fit in (memoryFit's "fits"), or
 * undefined when even the largest is too small. A model that fits in it fits in every larger one.
 */
export function smallestFittingMemoryGb(bytes: number): number | undefined {
  return PICKABLE_MEMORY_SIZES_GB.find((gb) => memoryFit(bytes, gb) === "fits");
}

/** The pickable memory sizes up to `memoryGb`: those a model must fit in to fit in `memoryGb`. */
export function pickableMemorySizesUpTo(memoryGb: number): number[] {
  return PICKABLE_MEMORY_SIZES_GB.filter((gb) => gb <= memoryGb);
}
