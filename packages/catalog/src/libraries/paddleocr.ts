import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet, repoNameOf } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** Model tags naming a PaddleOCR module, with the paddleocr class that runs it. */
const MODULE_CLASS_BY_TAG: Readonly<Record<string, string>> = {
  chart_parsing: "ChartParsing",
  doc_img_orientation_classification: "DocImgOrientationClassification",
  doc_img_unwarping: "TextImageUnwarping",
  formula_recognition: "FormulaRecognition",
  layout_detection: "LayoutDetection",
  seal_text_detection: "SealTextDetection",
  table_cells_detection: "TableCellsDetection",
  table_structure_recognition: "TableStructureRecognition",
  textline_detection: "TextDetection",
  textline_orientation_classification: "TextLineOrientationClassification",
  textline_recognition: "TextRecognition",
  wired_table_classification: "TableClassification",
};

const INSTALL_NOTE = `# 1. Install paddlepaddle: https://www.paddlepaddle.org.cn/en/install
# 2. pip install paddleocr`;

/** "PaddlePaddle/PaddleOCR-VL-1.5" runs as pipeline version "v1.5"; the first release is "v1". */
function documentParserVersion(modelId: string): string {
  const match = /^PaddleOCR-VL-(.+)$/u.exec(repoNameOf(modelId));
  return match ? `v${match[1]}` : "v1";
}

function paddleocrSnippets(model: ModelRecord): LibrarySnippet[] {
  const modelName = repoNameOf(model.id);
  if (model.tags.includes("doc_vlm")) {
    return [
      pythonSnippet(py`
${code(INSTALL_NOTE)}
from paddleocr import DocVLM

model = DocVLM(model_name=${modelName})
output = model.predict(
    input={"image": "path/to/image.png", "query": "Parse this image and output its content as Markdown."},
    batch_size=1,
)
for result in output:
    result.print()
    result.save_to_json(save_path="./output/result.json")`),
    ];
  }
  if (model.tags.includes("document-parse")) {
    return [
      pythonSnippet(py`
# Installation: https://www.paddleocr.ai/latest/version3.x/pipeline_usage/PaddleOCR-VL.html
from paddleocr import PaddleOCRVL

pipeline = PaddleOCRVL(pipeline_version=${documentParserVersion(model.id)})
output = pipeline.predict("path/to/document_image.png")
for result in output:
    result.print()
    result.save_to_json(save_path="output")
    result.save_to_markdown(save_path="output")`),
    ];
  }
  const tag = model.tags.find((item) => Object.hasOwn(MODULE_CLASS_BY_TAG, item));
  const className = tag === undefined ? undefined : MODULE_CLASS_BY_TAG[tag];
  if (className === undefined) {
    return [
      pythonSnippet(`# This model's tags name no PaddleOCR module; see the module overview for how to run it:
# https://paddlepaddle.github.io/PaddleOCR/latest/en/version3.x/module_usage/module_overview.html`),
    ];
  }
  return [
    pythonSnippet(py`
${code(INSTALL_NOTE)}
from paddleocr import ${code(className)}

model = ${code(className)}(model_name=${modelName})
output = model.predict(input="path/to/image.png", batch_size=1)
for result in output:
    result.print()
    result.save_to_img(save_path="./output/")
    result.save_to_json(save_path="./output/result.json")`),
  ];
}

/** PaddleOCR (library_name "PaddleOCR"): OCR modules and document parsers, chosen by the model's tags. */
export const paddleOcr: ModelLibraryEntry = {
  prettyLabel: "PaddleOCR",
  repoName: "PaddleOCR",
  repoUrl: "https://github.com/PaddlePaddle/PaddleOCR",
  docsUrl: "https://www.paddleocr.ai/",
  filter: true,
  countDownloads: { paths: ["inference.pdiparams", "inference.onnx"], extensions: ["safetensors"] },
  snippets: paddleocrSnippets,
};
