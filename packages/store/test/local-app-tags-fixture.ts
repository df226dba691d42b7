// Models that the local apps' and the hardware fit's derived tags tell apart (see
// derivedModelTags), for the migrations' tests, which take those tags away as a store written
// before them lacks them.

export const LOCAL_APP_MODELS = [
  {
    id: "q/awq-chat",
    downloads: 50,
    pipeline_tag: "text-generation",
    tags: ["safetensors"],
    config: { quantization_config: { quant_method: "awq" } },
  },
  {
    id: "a/gguf-agent",
    downloads: 40,
    pipeline_tag: "text-generation",
    tags: ["gguf", "conversational"],
    siblings: [{ rfilename: "agent-Q4_K_M.gguf", size: 3 * 2 ** 30 }],
    gguf: { context_length: 4096, chat_template: "{% for tool in tools %}{{ tool }}{% endfor %}" },
  },
  { id: "m/mlx-chat", downloads: 30, pipeline_tag: "text-generation", tags: ["mlx"] },
  { id: "x/bert", downloads: 20, pipeline_tag: "fill-mask", tags: ["transformers"] },
];

/** The models each app lists among LOCAL_APP_MODELS, by downloads. */
export const LOCAL_APP_LISTINGS: Record<string, string[]> = {
  vllm: ["q/awq-chat", "a/gguf-agent"],
  sglang: ["q/awq-chat"],
  pi: ["a/gguf-agent"],
  lmstudio: ["a/gguf-agent", "m/mlx-chat"],
  "docker-model-runner": ["q/awq-chat", "a/gguf-agent"],
};
