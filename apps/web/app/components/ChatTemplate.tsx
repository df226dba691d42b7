import { useRef } from "react";
import type { ChatTemplateView } from "../lib/chat-template-view.server";
import { CopyButton } from "./CopyButton";
import { TokenCode } from "./TokenCode";

const ROLE_NAMES: Readonly<Record<string, string>> = {
  user: "User",
  assistant: "Assistant",
  system: "System",
};

/**
 * A GGUF model's chat template: the prompt it makes of a sample conversation (or why it makes
 * none), and the template itself. Both are the author's text, shown as text, never as markup.
 */
export function ChatTemplate({ view }: { view: ChatTemplateView | undefined }) {
  const prompt = useRef<HTMLPreElement>(null);
  if (!view) return null;
  const { template, conversation, rendering } = view;
  return (
    <section className="panel chat-template" aria-labelledby="chat-template-title">
      <h2 id="chat-template-title">Chat template</h2>
      <p className="muted">
        The prompt this model receives, made by the chat template in its GGUF file from this conversation:
      </p>
      <ol className="chat-template__conversation">
        {conversation.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed conversation, in order.
          <li key={index}>
            <span className="chat-template__role">{ROLE_NAMES[message.role] ?? message.role}</span>{" "}
            {message.content}
          </li>
        ))}
      </ol>
      {rendering.ok ? (
        <div className="code-block">
          <div className="code-block__bar">
            <span className="code-block__title">Prompt</span>
            <CopyButton getText={() => prompt.current?.textContent ?? ""} />
          </div>
          <div className="code-block__code">
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region, reachable by keyboard. */}
            <pre ref={prompt} tabIndex={0}>
              <code>{rendering.text}</code>
            </pre>
          </div>
        </div>
      ) : (
        <p className="notice" role="note">
          The template makes no prompt of this conversation. {rendering.reason}
        </p>
      )}
      <details className="chat-template__source">
        <summary>The template (Jinja)</summary>
        {"tokens" in template ? (
          <div className="code-block">
            <div className="code-block__code">
              <TokenCode tokens={template.tokens} scope="chat-template-colour" />
            </div>
          </div>
        ) : (
          <>
            <p className="muted">
              {template.text.length < template.length
                ? `The first ${template.text.length.toLocaleString("en-US")} of ${template.length.toLocaleString("en-US")} characters, without colours.`
                : "Without colours: it is too long to colour here."}
            </p>
            <div className="code-block">
              <div className="code-block__code">
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region, reachable by keyboard. */}
                <pre tabIndex={0}>
                  <code>{template.text}</code>
                </pre>
              </div>
            </div>
          </>
        )}
      </details>
    </section>
  );
}
