// Language-independent example defaults: prompts, labels, sample files and tables.

/** Prompt of the text-to-image example. */
export const DEFAULT_IMAGE_PROMPT = "Astronaut riding a horse";

/** Prompt of the image-edit (image-to-image) example. */
export const DEFAULT_IMAGE_EDIT_PROMPT = "Turn the cat into a tiger.";

/** Prompt of the text-to-video example. */
export const DEFAULT_VIDEO_PROMPT = "A young man walking on the street";

/** Prompt of the image-to-video example: the motion to give the still image. */
export const DEFAULT_IMAGE_TO_VIDEO_PROMPT = "The cat starts to dance";

/** Prompt of the text-to-3D example. */
export const DEFAULT_3D_PROMPT = "A small wooden chair with a red cushion";

/** Candidate labels of the zero-shot text classification example. */
export const ZERO_SHOT_LABELS: readonly string[] = ["refund", "legal", "faq"];

/** Candidate labels of the zero-shot image examples. */
export const IMAGE_LABELS: readonly string[] = ["cat", "dog", "llama"];

/** Sample image file the binary image examples read. */
export const SAMPLE_IMAGE_FILE = "cats.jpg";

/** Sample image file the image-edit and image-to-video examples read. */
export const SAMPLE_EDIT_IMAGE_FILE = "cat.png";

/** Sample document image of the document question answering example. */
export const SAMPLE_DOCUMENT_FILE = "invoice.png";

/** Sample audio file the audio examples read. */
export const SAMPLE_AUDIO_FILE = "sample1.flac";

/** A public example image, linked from the multimodal chat example. */
export const SAMPLE_IMAGE_URL =
  "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/p-blog/candy.JPG";

/** The table of the table question answering example (its query is per language). */
export const SAMPLE_QA_TABLE: Readonly<Record<string, readonly string[]>> = {
  City: ["Paris", "Berlin", "Madrid"],
  Country: ["France", "Germany", "Spain"],
  "Population (millions)": ["2.1", "3.9", "3.4"],
};

/** Feature rows of the tabular classification and regression examples (two iris flowers). */
export const SAMPLE_FEATURE_TABLE: Readonly<Record<string, readonly string[]>> = {
  "sepal length (cm)": ["5.1", "6.2"],
  "sepal width (cm)": ["3.5", "2.9"],
  "petal length (cm)": ["1.4", "4.3"],
  "petal width (cm)": ["0.2", "1.3"],
};
