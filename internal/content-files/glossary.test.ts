/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { DICTIONARIES } from "../../src/lib/dictionary";
import PRIVACY_LABEL_ES from "../../src/lib/dictionary.es-privacy-label.json";
import { SPECIFICATION_CONTENT_DIR } from "./current-content";

/** CONTENT.md's glossary, the one list of it: each row's words to say and the variants never written. */
function glossary(): { say: string; never: string[] }[] {
  const guide = readFileSync(path.resolve(__dirname, "../../CONTENT.md"), "utf8");
  const section = guide.slice(guide.indexOf("### Glossary"));
  const table = section.slice(section.indexOf("\n|"), section.indexOf("\n\n", section.indexOf("\n|")));
  return table
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((row) => {
      const [say = "", never = ""] = row.split("|").slice(1);
      return { say: say.trim(), never: [...never.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "") };
    });
}

/** Every text in a value: a file's Spanish part, a dictionary, its functions' words with sample numbers. */
function textsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [String((value as (...n: number[]) => unknown)(1, 2))];
  if (typeof value !== "object" || value === null || value instanceof Date) return [];
  return Object.values(value).flatMap(textsIn);
}

/** The Spanish of the specification's content files, by file. */
const specificationSpanish = readdirSync(SPECIFICATION_CONTENT_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => {
    const parts = yaml.load(readFileSync(path.join(SPECIFICATION_CONTENT_DIR, file), "utf8"));
    return [file, textsIn((parts as { es?: unknown }).es)] as const;
  });

/** A variant as a word or words of its own, whatever the case: `tu` is not in `estudio`. */
const asWords = (variant: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${variant.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu");

/** Each forbidden variant found in `texts`, with the text it is in. */
const offences = (texts: readonly string[], rows: ReturnType<typeof glossary>) =>
  rows.flatMap(({ say, never }) =>
    never.flatMap((variant) =>
      texts
        .filter((text) => asWords(variant).test(text))
        .map((text) => `"${variant}" (say ${say}) in: ${text}`),
    ),
  );

describe("the Spanish glossary (CONTENT.md, Translating)", () => {
  const rows = glossary();

  it("is read from CONTENT.md: what to say, and what never", () => {
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const term of ["app", "política de privacidad", "soporte", "versión", "usted"])
      expect(rows.some(({ say, never }) => say.startsWith(term) && never.length > 0)).toBe(true);
  });

  it.each(specificationSpanish)("holds the Spanish of the specification's %s to it", (_file, texts) => {
    expect(offences(texts, rows)).toEqual([]);
  });

  it("holds the interface's Spanish words to it, and Apple's privacy label to all but usted", () => {
    const { privacyLabel, ...interfaceWords } = DICTIONARIES.es;
    expect(offences(textsIn(interfaceWords), rows)).toEqual([]);
    const apple = rows.filter(({ say }) => !say.startsWith("usted"));
    expect(offences(textsIn(privacyLabel), apple)).toEqual([]);
    expect(textsIn(PRIVACY_LABEL_ES)).toEqual(expect.arrayContaining(textsIn(privacyLabel)));
  });

  it("finds a forbidden variant as a word, in any case, not inside another word", () => {
    const app = rows.filter(({ say }) => say.startsWith("app"));
    expect(offences(["Nuestras Aplicaciones para iOS"], app)).toHaveLength(1);
    expect(offences(["Aplicación"], app)).toHaveLength(1);
    const usted = rows.filter(({ say }) => say.startsWith("usted"));
    expect(offences(["un estudio", "Tucson", "el té"], usted)).toEqual([]);
  });
});
