// The registry of model libraries, keyed by the Hub's library_name. To add one: write
// `libraries/<id>.ts` exporting its entry, import it here and add its key (imports and keys sorted).

import { acestep } from "./acestep";
import { adapterTransformers } from "./adapter-transformers";
import { allennlp } from "./allennlp";
import { aviationNer } from "./aviation-ner";
import { bagelMot } from "./bagel-mot";
import { bboxmaskpose } from "./bboxmaskpose";
import { bigVision } from "./big-vision";
import { bionemo } from "./bionemo";
import { birder } from "./birder";
import { boltzgen } from "./boltzgen";
import { cancertathomev2 } from "./cancertathomev2";
import { ccpfn } from "./ccpfn";
import { champ } from "./champ";
import { chaossim } from "./chaossim";
import { chexmix } from "./chexmix";
import { clara } from "./clara";
import { clipscope } from "./clipscope";
import { cloudAgents } from "./cloud-agents";
import { colpali } from "./colpali";
import { comet } from "./comet";
import { cosmos } from "./cosmos";
import { cosyvoice } from "./cosyvoice";
import { cotracker } from "./cotracker";
import { deepforest } from "./deepforest";
import { diffInterpretationTuning } from "./diff-interpretation-tuning";
import { diffree } from "./diffree";
import { diffusionSingleFile } from "./diffusion-single-file";
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
import type { ModelLibraryEntry } from "./types";

export const MODEL_LIBRARIES = {
  acestep: acestep,
  "adapter-transformers": adapterTransformers,
  allennlp: allennlp,
  "aviation-ner": aviationNer,
  "bagel-mot": bagelMot,
  bboxmaskpose: bboxmaskpose,
  big_vision: bigVision,
  bionemo: bionemo,
  birder: birder,
  boltzgen: boltzgen,
  cancertathomev2: cancertathomev2,
  ccpfn: ccpfn,
  champ: champ,
  chaossim: chaossim,
  chexmix: chexmix,
  clara: clara,
  clipscope: clipscope,
  "cloud-agents": cloudAgents,
  colpali: colpali,
  comet: comet,
  cosmos: cosmos,
  cosyvoice: cosyvoice,
  cotracker: cotracker,
  deepforest: deepforest,
  "diff-interpretation-tuning": diffInterpretationTuning,
  diffree: diffree,
  "diffusion-single-file": diffusionSingleFile,
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
} satisfies Record<string, ModelLibraryEntry>;

/** The library_name of every library the catalogue knows. */
export type ModelLibraryKey = keyof typeof MODEL_LIBRARIES;
