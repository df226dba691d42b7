// The registry of local apps and serving engines, keyed by id (the reference's ids). To add one:
// write `local-apps/<id>.ts` exporting its LocalApp, import it here and add its key (imports and
// keys sorted).
import { atomicChat } from "./atomic-chat";
import { backyard } from "./backyard";
import { diffusionBee } from "./diffusionbee";
import { dockerModelRunner } from "./docker-model-runner";
import { drawThings } from "./drawthings";
import { hermesAgent } from "./hermes-agent";
import { jan } from "./jan";
import { jellybox } from "./jellybox";
import { joyFusion } from "./joyfusion";
import { lemonade } from "./lemonade";
import { llamaCpp } from "./llama-cpp";
import { lmStudio } from "./lmstudio";
import { localAi } from "./localai";
import { mlxLm } from "./mlx-lm";
import { msty } from "./msty";
import { nodeLlamaCpp } from "./node-llama-cpp";
import { ollama } from "./ollama";
import { openClaw } from "./openclaw";
import { pi } from "./pi";
import { recurseChat } from "./recursechat";
import { sglang } from "./sglang";
import { tgi } from "./tgi";
import type { LocalApp } from "./types";
import { unsloth } from "./unsloth";
import { vllm } from "./vllm";

export const LOCAL_APPS = {
  "atomic-chat": atomicChat,
  backyard,
  diffusionbee: diffusionBee,
  "docker-model-runner": dockerModelRunner,
  drawthings: drawThings,
  "hermes-agent": hermesAgent,
  jan,
  jellybox,
  joyfusion: joyFusion,
  lemonade,
  "llama.cpp": llamaCpp,
  lmstudio: lmStudio,
  localai: localAi,
  "mlx-lm": mlxLm,
  msty,
  "node-llama-cpp": nodeLlamaCpp,
  ollama,
  openclaw: openClaw,
  pi,
  recursechat: recurseChat,
  sglang,
  tgi,
  unsloth,
  vllm,
} as const satisfies Record<string, LocalApp>;

/** Id of a local app, e.g. "llama.cpp" or "vllm". */
export type LocalAppKey = keyof typeof LOCAL_APPS;

/** Whether `id` names a local app of the registry. */
export function isLocalAppKey(id: string): id is LocalAppKey {
  return Object.hasOwn(LOCAL_APPS, id);
}

/** The apps a model listing can filter by: those with listing conditions (LocalApp.listedBy), every one. */
export const LISTED_LOCAL_APPS: readonly LocalAppKey[] = (Object.keys(LOCAL_APPS) as LocalAppKey[]).filter(
  (id) => (LOCAL_APPS[id] as LocalApp).listedBy !== undefined,
);

/** The apps the model listing offers as filters: those that run a .gguf file from a command. */
export const GGUF_RUNNERS = [
  "docker-model-runner",
  "llama.cpp",
  "node-llama-cpp",
  "ollama",
] as const satisfies readonly LocalAppKey[];
