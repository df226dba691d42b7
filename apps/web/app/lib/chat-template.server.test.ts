// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  MAX_PROMPT_LENGTH,
  MAX_TEMPLATE_LENGTH,
  RENDER_TIME_LIMIT_MS,
  renderChatTemplate,
} from "./chat-template.server";

const conversation = {
  messages: [
    { role: "user", content: "Hi <b>there</b>" },
    { role: "assistant", content: "Hello!" },
  ],
  add_generation_prompt: true,
  bos_token: "<s>",
};

const CHATML =
  "{{ bos_token }}{% for message in messages %}<|im_start|>{{ message.role }}\n{{ message.content }}<|im_end|>\n{% endfor %}{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}";

describe("renderChatTemplate", () => {
  it("renders a template on a conversation, to the exact prompt text", async () => {
    expect(await renderChatTemplate(CHATML, conversation)).toEqual({
      ok: true,
      text: "<s><|im_start|>user\nHi <b>there</b><|im_end|>\n<|im_start|>assistant\nHello!<|im_end|>\n<|im_start|>assistant\n",
    });
  });

  it("says why a template does not render: bad syntax, or an exception it raises", async () => {
    const syntax = await renderChatTemplate("{% for %}", conversation);
    expect(syntax).toEqual({ ok: false, reason: expect.stringMatching(/^It does not render: .*token/i) });
    const raised = await renderChatTemplate(
      "{{ raise_exception('Conversation roles must alternate') }}",
      conversation,
    );
    expect(raised).toEqual({ ok: false, reason: "It does not render: Conversation roles must alternate" });
  });

  it("stops a template that loops for ever, and renders the next one", async () => {
    const started = Date.now();
    const loop = "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}";
    // The server's own thread keeps running meanwhile.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);
    const [looping, next] = await Promise.all([
      renderChatTemplate(loop, conversation),
      renderChatTemplate(`${CHATML} `, conversation),
    ]);
    clearInterval(ticker);
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(looping).toEqual({ ok: false, reason: "It took longer than 1 s to render." });
    expect(Date.now() - started).toBeLessThan(RENDER_TIME_LIMIT_MS + 5_000);
    expect(next.ok).toBe(true);
    // The verdict is kept: the same template does not hold the renderer again.
    const again = Date.now();
    expect(await renderChatTemplate(loop, conversation)).toEqual(looping);
    expect(Date.now() - again).toBeLessThan(100);
  });

  it("refuses a prompt longer than the cap, however it grows", async () => {
    const doubling =
      "{% set ns = namespace(s='x') %}{% for i in range(27) %}{% set ns.s = ns.s + ns.s %}{% endfor %}{{ ns.s }}";
    expect(await renderChatTemplate(doubling, conversation)).toEqual({
      ok: false,
      reason: `It renders to more than ${MAX_PROMPT_LENGTH.toLocaleString("en-US")} characters.`,
    });
    expect(await renderChatTemplate("{{ range(1000000000) | length }}", conversation)).toEqual({
      ok: false,
      reason: "It used too much memory to render.",
    });
    expect((await renderChatTemplate(CHATML, conversation)).ok).toBe(true);
  });

  it("does not try a template longer than any real one", async () => {
    const huge = `${"x".repeat(MAX_TEMPLATE_LENGTH)}{{ bos_token }}`;
    expect(await renderChatTemplate(huge, conversation)).toEqual({
      ok: false,
      reason: `It is ${(MAX_TEMPLATE_LENGTH + 15).toLocaleString("en-US")} characters long: too long to render here.`,
    });
  });
});
