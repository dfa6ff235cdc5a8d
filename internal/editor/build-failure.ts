import { formatMessages, type Message } from "esbuild";

const isMessages = (value: unknown): value is Message[] =>
  Array.isArray(value) && value.every((item) => typeof item === "object" && item !== null && "text" in item);

/** esbuild's errors as it prints them (file, line, the code and a caret), or the error's message. */
export async function describeFailure(failure: unknown): Promise<string> {
  const messages =
    typeof failure === "object" && failure !== null && "errors" in failure ? failure.errors : undefined;
  if (isMessages(messages) && messages.length > 0) {
    return (await formatMessages(messages, { kind: "error" })).join("");
  }
  return failure instanceof Error ? failure.message : String(failure);
}
