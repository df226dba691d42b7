import { SKUS } from "@huggingface/tasks";
import { describe, expect, it } from "vitest";
import { HARDWARE_DEVICES } from "./hardware-devices.gen";

describe("HARDWARE_DEVICES", () => {
  it("holds every GPU and Apple chip of the reference table that has a memory size, with those sizes", () => {
    const reference = new Map<string, number[]>();
    for (const [kind, vendors] of Object.entries(SKUS)) {
      for (const [vendor, skus] of Object.entries(
        vendors as Record<string, Record<string, { memory?: number[] }>>,
      )) {
        for (const [name, spec] of Object.entries(skus)) {
          if (spec.memory?.length)
            reference.set(
              `${kind === "GPU" ? vendor : "Apple"} ${name}`,
              [...new Set(spec.memory)].sort((a, b) => a - b),
            );
        }
      }
    }
    const ours = new Map(
      HARDWARE_DEVICES.map((device) => [`${device.vendor} ${device.name}`, device.memoryGb]),
    );
    expect(ours.size).toBe(HARDWARE_DEVICES.length);
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(reference));
    expect(ours.get("NVIDIA RTX 4090")).toEqual([24]);
    expect(ours.get("Apple Apple M2 Max")).toEqual([32, 64, 96]);
  });
});
