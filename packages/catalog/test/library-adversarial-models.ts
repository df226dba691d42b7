import { type ModelRecord, normalizeModelRecord } from "../src/model/model-record";

/** Author-controlled text that breaks naive string pasting in Python, JS or shell code. */
export const NASTY_TEXTS: readonly string[] = [
  `it's a "quoted" prompt`,
  "back\\slash \\n and a trailing backslash\\",
  "line one\nline two\r\n\ttabbed",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${...} is the point of this input
  "$(rm -rf ~) `uname -a` ${HOME} $HOME",
  "'''triple''' \"\"\"quotes\"\"\" # not a comment",
  "unicode: héllo 日本語 🦙 \u202e bidi \u200b zero-width \u2028 separator",
  "</script><!-- */ /* -->",
  "'; DROP TABLE models; --",
];

/** Ids the Hub accepts (letters, digits, `-`, `_`, `.`), including awkward ones. */
const IDS = ["owner/model", "Org_1/My.Model-v2.0", "gpt2", "a_/_b", "x.y/a-.-b"];

/** Tag sets that switch builders between their branches. */
const TAG_SETS: readonly string[][] = [
  [],
  ["lora", "template:sd-lora", "base_model:adapter:x/y"],
  ["controlnet"],
  ["textual_inversion"],
  ["inpainting"],
  ["gguf", "conversational"],
  ["onnx"],
  ["custom_code", "conversational"],
  ["text-to-speech", "automatic-speech-recognition"],
  ["yolov8", "question-answering"],
  ["image-to-video", "flux"],
  ["mlx", "text-generation"],
];

const PIPELINE_TAGS = [
  undefined,
  "text-to-image",
  "image-to-image",
  "text-generation",
  "image-text-to-text",
  "automatic-speech-recognition",
  "text-to-speech",
  "image-to-video",
  "text-to-video",
  "feature-extraction",
  "not-a-real-task",
];

/**
 * Models for library `libraryName` whose every free-text field holds adversarial text, cycling
 * through tag sets and pipeline tags so each builder's branches see them.
 */
export function adversarialModels(libraryName: string): ModelRecord[] {
  const count = Math.max(NASTY_TEXTS.length, TAG_SETS.length, PIPELINE_TAGS.length) + 2;
  return Array.from({ length: count }, (_, index) => {
    const text = NASTY_TEXTS[index % NASTY_TEXTS.length]!;
    const pipelineTag = PIPELINE_TAGS[index % PIPELINE_TAGS.length];
    const tags = [...TAG_SETS[index % TAG_SETS.length]!, ...(pipelineTag ? [pipelineTag] : [])];
    // The last two variants carry almost nothing, to exercise the "missing data" fallbacks.
    if (index >= count - 2)
      return normalizeModelRecord({ id: IDS[index % IDS.length], library_name: libraryName, tags });
    return normalizeModelRecord({
      id: IDS[index % IDS.length],
      library_name: libraryName,
      pipeline_tag: pipelineTag,
      tags,
      mask_token: text,
      config: {
        architectures: [text],
        model_type: text,
        adapter_transformers: { model_name: text },
        keras_hub: { tasks: [text, "CausalLM", "TextToImage", "ImageClassifier", "TextClassifier"] },
        peft: { base_model_name_or_path: text, task_type: index % 2 ? "CAUSAL_LM" : text },
        sklearn: { model: { file: text }, model_format: index % 2 ? "skops" : "pickle" },
        speechbrain: { speechbrain_interface: text },
        diffusers: { _class_name: text },
      },
      cardData: { base_model: [text], instance_prompt: text, language: [text], license: text },
      transformersInfo: { auto_model: text, processor: text, pipeline_tag: pipelineTag },
      widgetData: [
        { text, source_sentence: text, sentences: [text, text], context: text, candidate_labels: text },
      ],
      siblings: [
        { rfilename: `${text}.Q4_K_M.gguf` },
        { rfilename: `sub dir/${text}-Q8_0.gguf` },
        { rfilename: `${text}.safetensors` },
        { rfilename: "model.onnx" },
        { rfilename: `${text}.pt` },
      ],
    });
  });
}
