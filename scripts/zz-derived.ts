import { readFileSync } from "node:fs";
import { normalizeModelRowFields } from "@modelhub/catalog/records";
import { derivedModelTags } from "../packages/store/src/models/model-derived-tags";

const recs = readFileSync("/work/scratch/m200k.jsonl", "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => normalizeModelRowFields(JSON.parse(l)));
let sink = 0;
for (let r = 0; r < 8; r++) {
  const t = performance.now();
  for (const rec of recs) sink += derivedModelTags(rec).length;
  console.log(`${(((performance.now() - t) / recs.length) * 1000).toFixed(3)} us/record`);
}
console.log(sink);
