import { sh } from "../libraries/shared/code-template";
import type { GgufFileChoice } from "./types";

/** `REPO:QUANT`, the Hub reference most GGUF apps take; just `REPO` when no quant is named. */
export function repoWithQuant(repoId: string, choice: GgufFileChoice | undefined): string {
  return choice?.quant === undefined ? repoId : `${repoId}:${choice.quant}`;
}

/**
 * `COMMAND hf.co/REPO:QUANT`, for apps that take a model as a Hub reference with a quant tag.
 * Without a quant in the file name there is no tag to give, and the comment says what follows:
 * `app` picks the repository's default GGUF file.
 */
export function hubTagCommand(
  command: string,
  app: string,
  repoId: string,
  choice: GgufFileChoice | undefined,
): string {
  const reference = `hf.co/${repoWithQuant(repoId, choice)}`;
  if (choice?.quant !== undefined) return `${command} ${sh`${reference}`}`;
  return `# The file names state no quant: ${app} picks the repository's default GGUF file\n${command} ${sh`${reference}`}`;
}

/**
 * The model options of llama.cpp's tools: `-hf REPO:QUANT` when the file names its quant (the
 * tool then fetches every shard of that quant), else the exact file with `--hf-file`, else (no
 * file listed) the repository, whose default file the tool picks.
 */
export function llamaCppModelOptions(repoId: string, choice: GgufFileChoice | undefined): string {
  if (choice === undefined) return sh`-hf ${repoId}`;
  return choice.quant === undefined
    ? sh`-hf ${repoId} --hf-file ${choice.file}`
    : sh`-hf ${`${repoId}:${choice.quant}`}`;
}
