import type { TaskPageData } from "../types";

/** Page data of the `any-to-any` task (the about text comes from `about.md`). */
export const anyToAny: TaskPageData = {
  summary:
    "Any-to-any models accept several kinds of input (text, images, audio, sometimes video) in one request and can answer in more than one kind too, for example with text and spoken audio at once.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "any-to-any-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
      {
        type: "text",
        label: "Text Prompt",
        content: "Where is the cat in this picture? Answer out loud too.",
      },
    ],
    outputs: [
      {
        type: "text",
        label: "Generated Text",
        content:
          "The cat is sitting on the lawn at the front of the picture, to the right of the house and just left of the tree.",
      },
      {
        type: "audio",
        label: "Generated Speech",
        file: "any-to-any-output.mp3",
        alt: "A synthetic voice reading the generated answer aloud",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "Qwen/Qwen2.5-Omni-7B",
      description: "Understands text, images, audio and video, and replies with text and natural speech.",
    },
    { id: "OmniGen2/OmniGen2", description: "Reads images and text and can write text or draw new images." },
    {
      id: "openbmb/MiniCPM-o-2_6",
      description: "Compact model for live conversations that mix speech, video, images and text.",
    },
    {
      id: "ByteDance-Seed/BAGEL-7B-MoT",
      description: "Mixture-of-transformers model that both understands and generates images alongside text.",
    },
  ],
  datasets: [
    {
      id: "PKU-Alignment/align-anything",
      description: "Instruction pairs that cover many combinations of input and output modalities.",
    },
  ],
  spaces: [{ id: "OmniGen2/OmniGen2", description: "Chat with an image-and-text model that can also draw." }],
  widgetModels: [],
};
