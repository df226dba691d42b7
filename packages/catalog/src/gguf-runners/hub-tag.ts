import { sh } from "../libraries/shared/code-template";
import type { GgufFileChoice } from "./types";

/**
 * `COMMAND hf.co/REPO:QUANT`, for runners that take a model as a Hub reference with a quant tag.
 * Without a quant in the file name there is no tag to give, and the comment says what follows:
 * `runner` picks the repository's default GGUF file.
 */
export function hubTagCommand(command: string, runner: string, { repoId, quant }: GgufFileChoice): string {
  if (quant !== undefined) return `${command} ${sh`${`hf.co/${repoId}:${quant}`}`}`;
  return `# The file names state no quant: ${runner} picks the repository's default GGUF file\n${command} ${sh`${`hf.co/${repoId}`}`}`;
}
