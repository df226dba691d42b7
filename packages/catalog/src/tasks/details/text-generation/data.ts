import type { TaskPageData } from "../types";

/** Page data of the `text-generation` task (the about text comes from `about.md`). */
export const textGeneration: TaskPageData = {
  summary:
    "Text generation models continue a piece of text one token at a time. The same mechanism powers story and code completion, chat assistants that follow instructions, and rewriting tasks such as paraphrasing.",
  demo: {
    inputs: [
      { type: "text", label: "Prompt", content: "The lighthouse keeper climbed the last step and saw" },
    ],
    outputs: [
      {
        type: "text",
        label: "Continuation",
        content:
          "The lighthouse keeper climbed the last step and saw that the lamp had gone dark. Far out on the water, a single boat was still moving towards the rocks, its crew unaware of the danger ahead.",
      },
    ],
  },
  metrics: [
    {
      id: "Cross Entropy",
      description:
        "Average negative log-probability the model gives to each true next token of a held-out text. It measures how surprised the model is; lower is better.",
    },
    {
      id: "Perplexity",
      description:
        "The exponential of the cross entropy. Roughly, the number of equally likely tokens the model is choosing between at each step; lower is better.",
    },
  ],
  models: [
    { id: "google/gemma-2-2b-it", description: "Small instruction-tuned model that runs on a laptop." },
    {
      id: "Qwen/Qwen3-Coder-480B-A35B-Instruct",
      description: "Large mixture-of-experts model specialised in writing code.",
    },
    {
      id: "openai/gpt-oss-120b",
      description: "Open-weight model with strong tool use and function calling.",
    },
    { id: "zai-org/GLM-4.5", description: "General-purpose large model for chat, reasoning and agents." },
    {
      id: "Qwen/Qwen3-4B-Thinking-2507",
      description: "Compact model that reasons step by step before answering.",
    },
    {
      id: "Qwen/Qwen2.5-7B-Instruct-1M",
      description: "Chat model with a context window of up to a million tokens.",
    },
    { id: "Qwen/Qwen2.5-Coder-32B-Instruct", description: "Mid-sized coding assistant model." },
    {
      id: "deepseek-ai/DeepSeek-R1",
      description: "Open reasoning model trained with reinforcement learning.",
    },
  ],
  datasets: [
    {
      id: "CohereForAI/Global-MMLU",
      description: "Multiple-choice knowledge benchmark translated into many languages.",
    },
    {
      id: "HuggingFaceFW/fineweb-2",
      description: "Cleaned multilingual web text for pre-training language models.",
    },
    {
      id: "HuggingFaceH4/ultrachat_200k",
      description: "Filtered multi-turn conversations for chat fine-tuning.",
    },
    { id: "open-r1/OpenThoughts-114k-math", description: "Math problems with worked reasoning traces." },
    {
      id: "allenai/tulu-3-sft-mixture",
      description: "Mixture of instruction-following examples used for supervised fine-tuning.",
    },
    { id: "HuggingFaceTB/smoltalk", description: "Synthetic conversations for aligning small chat models." },
    {
      id: "HuggingFaceTB/finemath",
      description: "Mathematical web pages for teaching models to solve math problems.",
    },
  ],
  spaces: [
    {
      id: "akhaliq/anycoder",
      description: "Turns a description into working code, with a choice of models.",
    },
    { id: "enzostvs/deepsite", description: "Builds a web page from a plain-language request." },
    {
      id: "logikon/open_cot_leaderboard",
      description: "Compares how much chain-of-thought prompting helps each model.",
    },
    {
      id: "ysharma/Explore_llamav2_with_TGI",
      description: "Chat with a Llama 2 model served by Text Generation Inference.",
    },
    { id: "HuggingFaceH4/zephyr-chat", description: "Chat interface for the Zephyr assistant model." },
    {
      id: "lmsys/chatbot-arena-leaderboard",
      description: "Ranking of chat models from people's blind pairwise votes.",
    },
    { id: "mlabonne/phixtral-chat", description: "Chat with a small mixture-of-experts model." },
  ],
  widgetModels: ["mistralai/Mistral-Nemo-Instruct-2407"],
  youtubeId: "e9gNEAlsOvU",
};
