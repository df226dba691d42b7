// The registry of model libraries, keyed by the Hub's library_name. To add one: write
// `libraries/<id>.ts` exporting its entry, import it here and add its key (imports and keys sorted).

import { threeDTopiaXl } from "./3dtopia-xl";
import { acestep } from "./acestep";
import { adapterTransformers } from "./adapter-transformers";
import { allennlp } from "./allennlp";
import { aneforge } from "./aneforge";
import { anemoi } from "./anemoi";
import { araclip } from "./araclip";
import { asteroid } from "./asteroid";
import { audiocraft } from "./audiocraft";
import { audioseal } from "./audioseal";
import { aviationNer } from "./aviation-ner";
import { bagelMot } from "./bagel-mot";
import { bboxmaskpose } from "./bboxmaskpose";
import { ben2 } from "./ben2";
import { bertopic } from "./bertopic";
import { bigVision } from "./big-vision";
import { bionemo } from "./bionemo";
import { birder } from "./birder";
import { birefnet } from "./birefnet";
import { bm25s } from "./bm25s";
import { boltzgen } from "./boltzgen";
import { cancertathomev2 } from "./cancertathomev2";
import { cartesiaMlx } from "./cartesia-mlx";
import { cartesiaPytorch } from "./cartesia-pytorch";
import { causilo } from "./causilo";
import { ccpfn } from "./ccpfn";
import { champ } from "./champ";
import { chaossim } from "./chaossim";
import { chatTts } from "./chat-tts";
import { chatterbox } from "./chatterbox";
import { chexmix } from "./chexmix";
import { chronosForecasting } from "./chronos-forecasting";
import { clara } from "./clara";
import { clipscope } from "./clipscope";
import { cloudAgents } from "./cloud-agents";
import { colipri } from "./colipri";
import { collectorvision } from "./collectorvision";
import { colpali } from "./colpali";
import { comet } from "./comet";
import { cortiq } from "./cortiq";
import { cosmos } from "./cosmos";
import { cosyvoice } from "./cosyvoice";
import { cotracker } from "./cotracker";
import { cxrFoundation } from "./cxr-foundation";
import { deepforest } from "./deepforest";
import { depthAnythingV2 } from "./depth-anything-v2";
import { depthPro } from "./depth-pro";
import { dermFoundation } from "./derm-foundation";
import { describeAnything } from "./describe-anything";
import { diaTts } from "./dia-tts";
import { dia2 } from "./dia2";
import { diffInterpretationTuning } from "./diff-interpretation-tuning";
import { diffree } from "./diffree";
import { diffusers } from "./diffusers";
import { diffusionSingleFile } from "./diffusion-single-file";
import { diffusionkit } from "./diffusionkit";
import { dockingAtHome } from "./docking-at-home";
import { doctr } from "./doctr";
import { edsnlp } from "./edsnlp";
import { elm } from "./elm";
import { encoderfile } from "./encoderfile";
import { espnet } from "./espnet";
import { eupe } from "./eupe";
import { f5Tts } from "./f5-tts";
import { fairseq } from "./fairseq";
import { fastai } from "./fastai";
import { fastprint } from "./fastprint";
import { fasttext } from "./fasttext";
import { fixer } from "./fixer";
import { flair } from "./flair";
import { flexray } from "./flexray";
import { flextab } from "./flextab";
import { fme } from "./fme";
import { gaussianformer } from "./gaussianformer";
import { gemmaCpp } from "./gemma-cpp";
import { genmo } from "./genmo";
import { geometryCrafter } from "./geometry-crafter";
import { gliformer } from "./gliformer";
import { gliner } from "./gliner";
import { gliner2 } from "./gliner2";
import { glmTts } from "./glm-tts";
import { glyphByt5 } from "./glyph-byt5";
import { graniteLibrary } from "./granite-library";
import { grok } from "./grok";
import { habibiTts } from "./habibi-tts";
import { hallo } from "./hallo";
import { hermes } from "./hermes";
import { hezar } from "./hezar";
import { holomotion } from "./holomotion";
import { htrflow } from "./htrflow";
import { hunyuanDit } from "./hunyuan-dit";
import { hunyuan3d2 } from "./hunyuan3d-2";
import { hunyuanworldVoyager } from "./hunyuanworld-voyager";
import { hyWorld2 } from "./hy-world-2";
import { hyWorldplay } from "./hy-worldplay";
import { imageMatchingModels } from "./image-matching-models";
import { imstoucan } from "./imstoucan";
import { indexTts } from "./index-tts";
import { infiniteYou } from "./infinite-you";
import { infinitetalk } from "./infinitetalk";
import { intellifold } from "./intellifold";
import { isingDecoding } from "./ising-decoding";
import { jevStyle } from "./jev-style";
import { k2 } from "./k2";
import { keras } from "./keras";
import { kerasHub } from "./keras-hub";
import { kernels } from "./kernels";
import { kimiAudio } from "./kimi-audio";
import { kittentts } from "./kittentts";
import { kronos } from "./kronos";
import { lagernvs } from "./lagernvs";
import { laya } from "./laya";
import { lerobot } from "./lerobot";
import { lightglue } from "./lightglue";
import { lightningIr } from "./lightning-ir";
import { litert } from "./litert";
import { litertLm } from "./litert-lm";
import { liveportrait } from "./liveportrait";
import { llamaCppPython } from "./llama-cpp-python";
import { longcatVideoAvatar15 } from "./longcat-video-avatar-1-5";
import { ltx } from "./ltx";
import { lvface } from "./lvface";
import { lyra20 } from "./lyra-2-0";
import { magentaRealtime } from "./magenta-realtime";
import { magentaRealtime2 } from "./magenta-realtime-2";
import { magi1 } from "./magi-1";
import { mambaSsm } from "./mamba-ssm";
import { manas1 } from "./manas-1";
import { mars5Tts } from "./mars5-tts";
import { matanyone } from "./matanyone";
import { mect } from "./mect";
import { medvae } from "./medvae";
import { memra } from "./memra";
import { merlin } from "./merlin";
import { meshAnything } from "./mesh-anything";
import { mflux } from "./mflux";
import { microduck } from "./microduck";
import { mindspore } from "./mindspore";
import { miniOmni2 } from "./mini-omni2";
import { minimaxH3 } from "./minimax-h3";
import { mitie } from "./mitie";
import { mlAgents } from "./ml-agents";
import { mlSharp } from "./ml-sharp";
import { mlcLlm } from "./mlc-llm";
import { mlx } from "./mlx";
import { mlxImage } from "./mlx-image";
import { mobilint } from "./mobilint";
import { model2vec } from "./model2vec";
import { monkeyocr } from "./monkeyocr";
import { montrealForcedAligner } from "./montreal-forced-aligner";
import { moshi } from "./moshi";
import { mtvcraft } from "./mtvcraft";
import { multimolecule } from "./multimolecule";
import { nemo } from "./nemo";
import { ninfer } from "./ninfer";
import { nobg } from "./nobg";
import { nvMedtech } from "./nv-medtech";
import { openClip } from "./open-clip";
import { openOasis } from "./open-oasis";
import { openSora } from "./open-sora";
import { openasr } from "./openasr";
import { opendde } from "./opendde";
import { openpeerllm } from "./openpeerllm";
import { outetts } from "./outetts";
import { paddlenlp } from "./paddlenlp";
import { paddleOcr } from "./paddleocr";
import { peft } from "./peft";
import { perceptionEncoder } from "./perception-encoder";
import { phantomWan } from "./phantom-wan";
import { piper } from "./piper";
import { pocketTts } from "./pocket-tts";
import { prunaAi } from "./pruna-ai";
import { pxia } from "./pxia";
import { pyFeat } from "./py-feat";
import { pyannoteAudio } from "./pyannote-audio";
import { pythae } from "./pythae";
import { quantumpeer } from "./quantumpeer";
import { qwen3Tts } from "./qwen3-tts";
import { recurrentgemma } from "./recurrentgemma";
import { refiners } from "./refiners";
import { relik } from "./relik";
import { renderformer } from "./renderformer";
import { reverb } from "./reverb";
import { rkllm } from "./rkllm";
import { roboOrchardLab } from "./robo-orchard-lab";
import { routeePowertrain } from "./routee-powertrain";
import { rwkv } from "./rwkv";
import { saelens } from "./saelens";
import { sam3dBody } from "./sam-3d-body";
import { sam3dObjects } from "./sam-3d-objects";
import { sam2 } from "./sam2";
import { same } from "./same";
import { sampleFactory } from "./sample-factory";
import { sana } from "./sana";
import { sapRpt1Oss } from "./sap-rpt-1-oss";
import { sapiens } from "./sapiens";
import { sapiens2 } from "./sapiens2";
import { scail2 } from "./scail-2";
import { seedStory } from "./seed-story";
import { seedvr } from "./seedvr";
import { selfForcing } from "./self-forcing";
import { sentenceTransformers } from "./sentence-transformers";
import { setfit } from "./setfit";
import { shadow } from "./shadow";
import { skala } from "./skala";
import { sklearn } from "./sklearn";
import { soloaudio } from "./soloaudio";
import { songbloom } from "./songbloom";
import { spacy } from "./spacy";
import { spanMarker } from "./span-marker";
import { speechbrain } from "./speechbrain";
import { ssrSpeech } from "./ssr-speech";
import { stableAudio3 } from "./stable-audio-3";
import { stableAudioTools } from "./stable-audio-tools";
import { stableBaselines3 } from "./stable-baselines3";
import { stanza } from "./stanza";
import { supertonic } from "./supertonic";
import { swarmformer } from "./swarmformer";
import { synthefyMigas } from "./synthefy-migas";
import { tabpfn } from "./tabpfn";
import { tencentSongGeneration } from "./tencent-song-generation";
import { tensorflowtts } from "./tensorflowtts";
import { tensorrt } from "./tensorrt";
import { terratorch } from "./terratorch";
import { tfKeras } from "./tf-keras";
import { ticClip } from "./tic-clip";
import { timeeTs } from "./timee-ts";
import { timesfm } from "./timesfm";
import { timm } from "./timm";
import { tirex } from "./tirex";
import { tirex2 } from "./tirex-2";
import { torchgeo } from "./torchgeo";
import { transformers } from "./transformers";
import { transformersJs } from "./transformers-js";
import { trellis } from "./trellis";
import { trellis2 } from "./trellis2";
import { tunejury } from "./tunejury";
import type { ModelLibraryEntry } from "./types";
import { ultralytics } from "./ultralytics";
import { uni3dar } from "./uni-3dar";
import { unitySentis } from "./unity-sentis";
import { univa } from "./univa";
import { vfiMamba } from "./vfi-mamba";
import { vibevoice } from "./vibevoice";
import { videoprism } from "./videoprism";
import { videoxFun } from "./videox-fun";
import { vismatch } from "./vismatch";
import { voicecraft } from "./voicecraft";
import { voxcpm } from "./voxcpm";
import { vqweb } from "./vqweb";
import { vui } from "./vui";
import { wan22 } from "./wan2-2";
import { wham } from "./wham";
import { whisperkit } from "./whisperkit";
import { yolov10 } from "./yolov10";
import { yolov26 } from "./yolov26";
import { zeromodels } from "./zeromodels";
import { zonos } from "./zonos";

export const MODEL_LIBRARIES = {
  "3dtopia-xl": threeDTopiaXl,
  PaddleOCR: paddleOcr,
  acestep: acestep,
  "adapter-transformers": adapterTransformers,
  allennlp: allennlp,
  aneforge: aneforge,
  anemoi: anemoi,
  araclip: araclip,
  asteroid: asteroid,
  audiocraft: audiocraft,
  audioseal: audioseal,
  "aviation-ner": aviationNer,
  "bagel-mot": bagelMot,
  bboxmaskpose: bboxmaskpose,
  ben2: ben2,
  bertopic: bertopic,
  big_vision: bigVision,
  bionemo: bionemo,
  birder: birder,
  birefnet: birefnet,
  bm25s: bm25s,
  boltzgen: boltzgen,
  cancertathomev2: cancertathomev2,
  cartesia_mlx: cartesiaMlx,
  cartesia_pytorch: cartesiaPytorch,
  causilo: causilo,
  ccpfn: ccpfn,
  champ: champ,
  chaossim: chaossim,
  chat_tts: chatTts,
  chatterbox: chatterbox,
  chexmix: chexmix,
  "chronos-forecasting": chronosForecasting,
  clara: clara,
  clipscope: clipscope,
  "cloud-agents": cloudAgents,
  colipri: colipri,
  collectorvision: collectorvision,
  colpali: colpali,
  comet: comet,
  cortiq: cortiq,
  cosmos: cosmos,
  cosyvoice: cosyvoice,
  cotracker: cotracker,
  "cxr-foundation": cxrFoundation,
  deepforest: deepforest,
  "depth-anything-v2": depthAnythingV2,
  "depth-pro": depthPro,
  "derm-foundation": dermFoundation,
  "describe-anything": describeAnything,
  "dia-tts": diaTts,
  dia2: dia2,
  "diff-interpretation-tuning": diffInterpretationTuning,
  diffree: diffree,
  diffusers: diffusers,
  "diffusion-single-file": diffusionSingleFile,
  diffusionkit: diffusionkit,
  "docking-at-home": dockingAtHome,
  doctr: doctr,
  edsnlp: edsnlp,
  elm: elm,
  encoderfile: encoderfile,
  espnet: espnet,
  eupe: eupe,
  "f5-tts": f5Tts,
  fairseq: fairseq,
  fastai: fastai,
  fastprint: fastprint,
  fasttext: fasttext,
  fixer: fixer,
  flair: flair,
  flexray: flexray,
  flextab: flextab,
  fme: fme,
  gaussianformer: gaussianformer,
  "gemma.cpp": gemmaCpp,
  genmo: genmo,
  "geometry-crafter": geometryCrafter,
  gliformer: gliformer,
  gliner: gliner,
  gliner2: gliner2,
  "glm-tts": glmTts,
  "glyph-byt5": glyphByt5,
  "granite-library": graniteLibrary,
  grok: grok,
  "habibi-tts": habibiTts,
  hallo: hallo,
  hermes: hermes,
  hezar: hezar,
  holomotion: holomotion,
  htrflow: htrflow,
  "hunyuan-dit": hunyuanDit,
  "hunyuan3d-2": hunyuan3d2,
  "hunyuanworld-voyager": hunyuanworldVoyager,
  "hy-world-2": hyWorld2,
  "hy-worldplay": hyWorldplay,
  "image-matching-models": imageMatchingModels,
  imstoucan: imstoucan,
  "index-tts": indexTts,
  "infinite-you": infiniteYou,
  infinitetalk: infinitetalk,
  intellifold: intellifold,
  "ising-decoding": isingDecoding,
  "jev-style": jevStyle,
  k2: k2,
  keras: keras,
  "keras-hub": kerasHub,
  kernels: kernels,
  "kimi-audio": kimiAudio,
  kittentts: kittentts,
  kronos: kronos,
  lagernvs: lagernvs,
  laya: laya,
  lerobot: lerobot,
  lightglue: lightglue,
  "lightning-ir": lightningIr,
  litert: litert,
  "litert-lm": litertLm,
  liveportrait: liveportrait,
  "llama-cpp-python": llamaCppPython,
  "longcat-video-avatar-1.5": longcatVideoAvatar15,
  ltx: ltx,
  lvface: lvface,
  "lyra-2.0": lyra20,
  "magenta-realtime": magentaRealtime,
  "magenta-realtime-2": magentaRealtime2,
  "magi-1": magi1,
  "mamba-ssm": mambaSsm,
  "manas-1": manas1,
  "mars5-tts": mars5Tts,
  matanyone: matanyone,
  mect: mect,
  medvae: medvae,
  memra: memra,
  merlin: merlin,
  "mesh-anything": meshAnything,
  mflux: mflux,
  microduck: microduck,
  mindspore: mindspore,
  "mini-omni2": miniOmni2,
  "minimax-h3": minimaxH3,
  mitie: mitie,
  "ml-agents": mlAgents,
  "ml-sharp": mlSharp,
  "mlc-llm": mlcLlm,
  mlx: mlx,
  "mlx-image": mlxImage,
  mobilint: mobilint,
  model2vec: model2vec,
  monkeyocr: monkeyocr,
  "montreal-forced-aligner": montrealForcedAligner,
  moshi: moshi,
  mtvcraft: mtvcraft,
  multimolecule: multimolecule,
  nemo: nemo,
  ninfer: ninfer,
  nobg: nobg,
  "nv-medtech": nvMedtech,
  "open-oasis": openOasis,
  "open-sora": openSora,
  open_clip: openClip,
  openasr: openasr,
  opendde: opendde,
  openpeerllm: openpeerllm,
  outetts: outetts,
  paddlenlp: paddlenlp,
  peft: peft,
  "perception-encoder": perceptionEncoder,
  "phantom-wan": phantomWan,
  piper: piper,
  "pocket-tts": pocketTts,
  "pruna-ai": prunaAi,
  pxia: pxia,
  "py-feat": pyFeat,
  "pyannote-audio": pyannoteAudio,
  pythae: pythae,
  quantumpeer: quantumpeer,
  qwen3_tts: qwen3Tts,
  recurrentgemma: recurrentgemma,
  refiners: refiners,
  relik: relik,
  renderformer: renderformer,
  reverb: reverb,
  rkllm: rkllm,
  "robo-orchard-lab": roboOrchardLab,
  "routee-powertrain": routeePowertrain,
  rwkv: rwkv,
  saelens: saelens,
  "sam-3d-body": sam3dBody,
  "sam-3d-objects": sam3dObjects,
  sam2: sam2,
  same: same,
  "sample-factory": sampleFactory,
  sana: sana,
  "sap-rpt-1-oss": sapRpt1Oss,
  sapiens: sapiens,
  sapiens2: sapiens2,
  "scail-2": scail2,
  "seed-story": seedStory,
  seedvr: seedvr,
  "self-forcing": selfForcing,
  "sentence-transformers": sentenceTransformers,
  setfit: setfit,
  shadow: shadow,
  skala: skala,
  sklearn: sklearn,
  soloaudio: soloaudio,
  songbloom: songbloom,
  spacy: spacy,
  "span-marker": spanMarker,
  speechbrain: speechbrain,
  "ssr-speech": ssrSpeech,
  "stable-audio-3": stableAudio3,
  "stable-audio-tools": stableAudioTools,
  "stable-baselines3": stableBaselines3,
  stanza: stanza,
  supertonic: supertonic,
  swarmformer: swarmformer,
  "synthefy-migas": synthefyMigas,
  tabpfn: tabpfn,
  "tencent-song-generation": tencentSongGeneration,
  tensorflowtts: tensorflowtts,
  tensorrt: tensorrt,
  terratorch: terratorch,
  "tf-keras": tfKeras,
  "tic-clip": ticClip,
  "timee-ts": timeeTs,
  timesfm: timesfm,
  timm: timm,
  tirex: tirex,
  "tirex-2": tirex2,
  torchgeo: torchgeo,
  transformers: transformers,
  "transformers.js": transformersJs,
  trellis: trellis,
  trellis2: trellis2,
  tunejury: tunejury,
  ultralytics: ultralytics,
  "uni-3dar": uni3dar,
  "unity-sentis": unitySentis,
  univa: univa,
  "vfi-mamba": vfiMamba,
  vibevoice: vibevoice,
  videoprism: videoprism,
  videox_fun: videoxFun,
  vismatch: vismatch,
  voicecraft: voicecraft,
  voxcpm: voxcpm,
  vqweb: vqweb,
  vui: vui,
  "wan2.2": wan22,
  wham: wham,
  whisperkit: whisperkit,
  yolov10: yolov10,
  yolov26: yolov26,
  zeromodels: zeromodels,
  zonos: zonos,
} satisfies Record<string, ModelLibraryEntry>;

/** The library_name of every library the catalogue knows. */
export type ModelLibraryKey = keyof typeof MODEL_LIBRARIES;
