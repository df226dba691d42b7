import { describe, expect, it } from "vitest";
import { novita } from "./media-providers";
import { together } from "./together";
import type { ProviderRoute, RouteArgs } from "./types";

/** The JSON body a route writes for a prompt and these parameters. */
function jsonBody(route: ProviderRoute | undefined, parameters: Record<string, unknown>): unknown {
  const args = {
    inputs: { inputs: "a red fox", parameters },
    providerModelId: "org/model",
    streaming: false,
  };
  const body = route?.body(args as RouteArgs);
  return body && "json" in body ? body.json : undefined;
}

describe("providers that name the step count `steps`", () => {
  it("Together's images and videos rename num_inference_steps, and videos spread target_size", () => {
    const image = jsonBody(together.tasks["text-to-image"], { num_inference_steps: 5 });
    expect(image).toMatchObject({ steps: 5 });
    expect(image).not.toHaveProperty("num_inference_steps");
    const video = jsonBody(together.tasks["text-to-video"], {
      num_inference_steps: 30,
      target_size: { width: 640, height: 360 },
    });
    expect(video).toEqual({ steps: 30, width: 640, height: 360, prompt: "a red fox", model: "org/model" });
  });

  it("Novita's videos rename it too, and leave it out when it is not given", () => {
    expect(jsonBody(novita.tasks["text-to-video"], { num_inference_steps: 20 })).toEqual({
      steps: 20,
      prompt: "a red fox",
    });
    expect(jsonBody(novita.tasks["text-to-video"], {})).toEqual({ prompt: "a red fox" });
  });
});
