import type { ModelRecord } from "../model/model-record";
import { code, py, sh } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** The -q flag of moshi_mlx for a quantised MLX checkpoint (it accepts 4 or 8; bf16 takes none). */
function mlxQuantFlag(modelId: string): string {
  if (modelId.includes("-q4")) return " -q 4";
  if (modelId.includes("-q8")) return " -q 8";
  return "";
}

/** Moshi checkpoints carry no backend tag: the repository name says which runtime they are for. */
function moshiSnippets(model: ModelRecord): LibrarySnippet[] {
  if (model.id.includes("-mlx")) {
    const quant = code(mlxQuantFlag(model.id));
    return [
      shellSnippet(sh`
# pip install moshi_mlx
# Local inference on Apple silicon
python -m moshi_mlx.local${quant} --hf-repo ${model.id}

# The same, with a web interface
python -m moshi_mlx.local_web${quant} --hf-repo ${model.id}`),
    ];
  }
  if (model.id.includes("-candle")) {
    return [
      shellSnippet(`# pip install rustymimi
# This checkpoint is for the Rust (Candle) backend: build and run it as described in
# https://github.com/kyutai-labs/moshi`),
    ];
  }
  return [
    shellSnippet(
      sh`
# pip install moshi
python -m moshi.server --hf-repo ${model.id}
# then open https://localhost:8998 in a browser`,
      "Run the web server",
    ),
    pythonSnippet(
      py`
# pip install moshi
import torch
from moshi.models import loaders

checkpoint = loaders.CheckpointInfo.from_hf_repo(${model.id})

# The Mimi audio codec
mimi = checkpoint.get_mimi(device="cuda")
mimi.set_num_codebooks(8)

wav = torch.randn(1, 1, 24000 * 10)  # [batch, channels, samples] at 24 kHz, mono
with torch.no_grad():
    codes = mimi.encode(wav.cuda())
    decoded = mimi.decode(codes)`,
      "Encode and decode audio with Mimi",
    ),
  ];
}

/** Moshi (library_name "moshi"): Kyutai's full-duplex speech model for PyTorch, MLX and Candle. */
export const moshi: ModelLibraryEntry = {
  prettyLabel: "Moshi",
  repoName: "Moshi",
  repoUrl: "https://github.com/kyutai-labs/moshi",
  filter: false,
  countDownloads: { paths: ["tokenizer-e351c8d8-checkpoint125.safetensors"] },
  snippets: moshiSnippets,
};
