/** A device a visitor can pick to see which quants fit in its memory. */
export interface HardwareDevice {
  /** Its name, e.g. "RTX 4090" or "Apple M2 Max". */
  name: string;
  /** A GPU (its VRAM counts) or Apple silicon (its unified memory counts). */
  kind: "gpu" | "apple";
  /** "NVIDIA", "AMD", "INTEL", "Apple". */
  vendor: string;
  /** The memory sizes it comes in, in GB (GiB, as memory is sold), smallest first. */
  memoryGb: number[];
}
