import { startTransition, useCallback, useEffect, useState } from "react";

/** The hardware a visitor said they run models on: a device and its memory, or a memory size alone. */
export interface HardwareChoice {
  /** "<vendor> <name>" of a device of HARDWARE_DEVICES, or "" for a memory size alone. */
  device: string;
  /** Its memory in GB. */
  memoryGb: number;
  /** The context length, in tokens, to count the KV cache for. */
  context: number;
}

const STORAGE_KEY = "modelhub:hardware";

/** A stored choice, or undefined when there is none or it is not one (storage is the visitor's to edit). */
export function parseHardwareChoice(text: string | null): HardwareChoice | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<HardwareChoice>;
    const { device, memoryGb, context } = value;
    if (typeof device !== "string" || typeof memoryGb !== "number" || !(memoryGb > 0)) return undefined;
    return { device, memoryGb, context: typeof context === "number" && context > 0 ? context : 8192 };
  } catch {
    return undefined;
  }
}

/**
 * The visitor's hardware, remembered in the browser: undefined until the page has hydrated (the
 * server cannot know it, and the first render must match the server's) and while none is chosen.
 */
export function useHardwareChoice(): [
  HardwareChoice | undefined,
  (choice: HardwareChoice | undefined) => void,
] {
  const [choice, setChoice] = useState<HardwareChoice | undefined>();
  useEffect(() => {
    try {
      const stored = parseHardwareChoice(window.localStorage.getItem(STORAGE_KEY));
      startTransition(() => setChoice(stored));
    } catch {
      // Storage may be off (private windows, policies): the choice then lasts for the page.
    }
  }, []);
  const update = useCallback((next: HardwareChoice | undefined) => {
    setChoice(next);
    try {
      if (next) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      else window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // As above: not remembered, still used.
    }
  }, []);
  return [choice, update];
}
