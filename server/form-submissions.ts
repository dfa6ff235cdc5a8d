/**
 * What Netlify Forms does with a posted form, done locally: known form names are recorded, bots
 * that fill the honeypot are dropped without a word, anything else is refused.
 */
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";

/** The forms the site's pages carry, with the fields each records (as Netlify detects them). */
export const KNOWN_FORMS: Readonly<Record<string, readonly string[]>> = {
  Contact: ["name", "email", "phone", "message"],
};
export const HONEYPOT_FIELD = "bot-field";

export interface Submission {
  readonly form: string;
  readonly receivedAt: string;
  /** The page the form was posted from. */
  readonly page: string;
  readonly fields: Readonly<Record<string, string>>;
}

export type Outcome =
  | { readonly kind: "recorded"; readonly submission: Submission }
  | { readonly kind: "spam" }
  | { readonly kind: "unknown-form"; readonly form: string | null };

/** Decides what to do with a urlencoded body posted to `page`. */
export function classifySubmission(body: string, page: string, now: Date): Outcome {
  const params = new URLSearchParams(body);
  const form = params.get("form-name");
  const fieldNames = form === null ? undefined : KNOWN_FORMS[form];
  if (form === null || fieldNames === undefined) return { kind: "unknown-form", form };
  if ((params.get(HONEYPOT_FIELD) ?? "") !== "") return { kind: "spam" };
  const fields = Object.fromEntries(fieldNames.map((name) => [name, params.get(name) ?? ""]));
  return { kind: "recorded", submission: { form, receivedAt: now.toISOString(), page, fields } };
}

/** Appends one JSON line per submission to `<dataDir>/submissions.jsonl`. */
export async function recordSubmission(dataDir: string, submission: Submission): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, "submissions.jsonl");
  await appendFile(file, `${JSON.stringify(submission)}\n`, "utf8");
  return file;
}
