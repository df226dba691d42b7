// The registry of model libraries, keyed by the Hub's library_name. To add one: write
// `libraries/<id>.ts` exporting its entry, import it here and add its key (imports and keys sorted).

import { threeDTopiaXl } from "./3dtopia-xl";
import { acestep } from "./acestep";
import { adapterTransformers } from "./adapter-transformers";
import { allennlp } from "./allennlp";
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
import { elm } from "./elm";
import { encoderfile } from "./encoderfile";
import { eupe } from "./eupe";
import { f5Tts } from "./f5-tts";
import { fastprint } from "./fastprint";
import { fixer } from "./fixer";
import { fme } from "./fme";
import { gemmaCpp } from "./gemma-cpp";
import { genmo } from "./genmo";
import { geometryCrafter } from "./geometry-crafter";
import { glmTts } from "./glm-tts";
import { glyphByt5 } from "./glyph-byt5";
import { graniteLibrary } from "./granite-library";
import { grok } from "./grok";
import { habibiTts } from "./habibi-tts";
import { hallo } from "./hallo";
import { hermes } from "./hermes";
import { hezar } from "./hezar";
import { holomotion } from "./holomotion";
import { hunyuanDit } from "./hunyuan-dit";
import { hunyuan3d2 } from "./hunyuan3d-2";
import { hunyuanworldVoyager } from "./hunyuanworld-voyager";
import { hyWorld2 } from "./hy-world-2";
import { hyWorldplay } from "./hy-worldplay";
import { imageMatchingModels } from "./image-matching-models";
import { imstoucan } from "./imstoucan";
import { infiniteYou } from "./infinite-you";
import { infinitetalk } from "./infinitetalk";
import { intellifold } from "./intellifold";
import { isingDecoding } from "./ising-decoding";
import { k2 } from "./k2";
import { kerasformers } from "./kerasformers";
import { kronos } from "./kronos";
import { lagernvs } from "./lagernvs";
import { lightglue } from "./lightglue";
import { litert } from "./litert";
import { liveportrait } from "./liveportrait";
import { longcatVideoAvatar15 } from "./longcat-video-avatar-1-5";
import { lyra20 } from "./lyra-2-0";
import { magentaRealtime } from "./magenta-realtime";
import { magentaRealtime2 } from "./magenta-realtime-2";
import { magi1 } from "./magi-1";
import { manas1 } from "./manas-1";
import { medvae } from "./medvae";
import { merlin } from "./merlin";
import { mflux } from "./mflux";
import { mindspore } from "./mindspore";
import { miniOmni2 } from "./mini-omni2";
import { minimaxH3 } from "./minimax-h3";
import { mitie } from "./mitie";
import { mlSharp } from "./ml-sharp";
import { mlcLlm } from "./mlc-llm";
import { mlx } from "./mlx";
import { monkeyocr } from "./monkeyocr";
import { mtvcraft } from "./mtvcraft";
import { nemo } from "./nemo";
import { ninfer } from "./ninfer";
import { nvMedtech } from "./nv-medtech";
import { openOasis } from "./open-oasis";
import { openSora } from "./open-sora";
import { openpeerllm } from "./openpeerllm";
import { peft } from "./peft";
import { pyFeat } from "./py-feat";
import { quantumpeer } from "./quantumpeer";
import { recurrentgemma } from "./recurrentgemma";
import { refiners } from "./refiners";
import { reverb } from "./reverb";
import { rkllm } from "./rkllm";
import { roboOrchardLab } from "./robo-orchard-lab";
import { rwkv } from "./rwkv";
import { same } from "./same";
import { sapiens } from "./sapiens";
import { sapiens2 } from "./sapiens2";
import { scail2 } from "./scail-2";
import { seedvr } from "./seedvr";
import { selfForcing } from "./self-forcing";
import { sentenceTransformers } from "./sentence-transformers";
import { skala } from "./skala";
import { sklearn } from "./sklearn";
import { soloaudio } from "./soloaudio";
import { songbloom } from "./songbloom";
import { speechbrain } from "./speechbrain";
import { ssrSpeech } from "./ssr-speech";
import { stableAudio3 } from "./stable-audio-3";
import { synthefyMigas } from "./synthefy-migas";
import { tabpfn } from "./tabpfn";
import { tencentSongGeneration } from "./tencent-song-generation";
import { tensorrt } from "./tensorrt";
import { ticClip } from "./tic-clip";
import { timeeTs } from "./timee-ts";
import { timesfm } from "./timesfm";
import { timm } from "./timm";
import { tirex } from "./tirex";
import { tirex2 } from "./tirex-2";
import { torchgeo } from "./torchgeo";
import { transformers } from "./transformers";
import { trellis } from "./trellis";
import { trellis2 } from "./trellis2";
import { tunejury } from "./tunejury";
import type { ModelLibraryEntry } from "./types";
import { ultralytics } from "./ultralytics";
import { uni3dar } from "./uni-3dar";
import { videoxFun } from "./videox-fun";
import { vismatch } from "./vismatch";
import { wan22 } from "./wan2-2";
import { wham } from "./wham";
import { yolov10 } from "./yolov10";
import { yolov26 } from "./yolov26";

export const MODEL_LIBRARIES = {
  "3dtopia-xl": threeDTopiaXl,
  acestep: acestep,
  "adapter-transformers": adapterTransformers,
  allennlp: allennlp,
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
  elm: elm,
  encoderfile: encoderfile,
  eupe: eupe,
  "f5-tts": f5Tts,
  fastprint: fastprint,
  fixer: fixer,
  fme: fme,
  "gemma.cpp": gemmaCpp,
  genmo: genmo,
  "geometry-crafter": geometryCrafter,
  "glm-tts": glmTts,
  "glyph-byt5": glyphByt5,
  "granite-library": graniteLibrary,
  grok: grok,
  "habibi-tts": habibiTts,
  hallo: hallo,
  hermes: hermes,
  hezar: hezar,
  holomotion: holomotion,
  "hunyuan-dit": hunyuanDit,
  "hunyuan3d-2": hunyuan3d2,
  "hunyuanworld-voyager": hunyuanworldVoyager,
  "hy-world-2": hyWorld2,
  "hy-worldplay": hyWorldplay,
  "image-matching-models": imageMatchingModels,
  imstoucan: imstoucan,
  "infinite-you": infiniteYou,
  infinitetalk: infinitetalk,
  intellifold: intellifold,
  "ising-decoding": isingDecoding,
  k2: k2,
  kerasformers: kerasformers,
  kronos: kronos,
  lagernvs: lagernvs,
  lightglue: lightglue,
  litert: litert,
  liveportrait: liveportrait,
  "longcat-video-avatar-1.5": longcatVideoAvatar15,
  "lyra-2.0": lyra20,
  "magenta-realtime": magentaRealtime,
  "magenta-realtime-2": magentaRealtime2,
  "magi-1": magi1,
  "manas-1": manas1,
  medvae: medvae,
  merlin: merlin,
  mflux: mflux,
  mindspore: mindspore,
  "mini-omni2": miniOmni2,
  "minimax-h3": minimaxH3,
  mitie: mitie,
  "ml-sharp": mlSharp,
  "mlc-llm": mlcLlm,
  mlx: mlx,
  monkeyocr: monkeyocr,
  mtvcraft: mtvcraft,
  nemo: nemo,
  ninfer: ninfer,
  "nv-medtech": nvMedtech,
  "open-oasis": openOasis,
  "open-sora": openSora,
  openpeerllm: openpeerllm,
  peft: peft,
  "py-feat": pyFeat,
  quantumpeer: quantumpeer,
  recurrentgemma: recurrentgemma,
  refiners: refiners,
  reverb: reverb,
  rkllm: rkllm,
  "robo-orchard-lab": roboOrchardLab,
  rwkv: rwkv,
  same: same,
  sapiens: sapiens,
  sapiens2: sapiens2,
  "scail-2": scail2,
  seedvr: seedvr,
  "self-forcing": selfForcing,
  "sentence-transformers": sentenceTransformers,
  skala: skala,
  sklearn: sklearn,
  soloaudio: soloaudio,
  songbloom: songbloom,
  speechbrain: speechbrain,
  "ssr-speech": ssrSpeech,
  "stable-audio-3": stableAudio3,
  "synthefy-migas": synthefyMigas,
  tabpfn: tabpfn,
  "tencent-song-generation": tencentSongGeneration,
  tensorrt: tensorrt,
  "tic-clip": ticClip,
  "timee-ts": timeeTs,
  timesfm: timesfm,
  timm: timm,
  tirex: tirex,
  "tirex-2": tirex2,
  torchgeo: torchgeo,
  transformers: transformers,
  trellis: trellis,
  trellis2: trellis2,
  tunejury: tunejury,
  ultralytics: ultralytics,
  "uni-3dar": uni3dar,
  videox_fun: videoxFun,
  vismatch: vismatch,
  "wan2.2": wan22,
  wham: wham,
  yolov10: yolov10,
  yolov26: yolov26,
} satisfies Record<string, ModelLibraryEntry>;

/** The library_name of every library the catalogue knows. */
export type ModelLibraryKey = keyof typeof MODEL_LIBRARIES;
