/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

/** The content editor's preview bundles these modules for the browser, where Node's are absent. */
describe("the content schema modules", () => {
  const sources = readdirSync(__dirname, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );

  it.each(sources)("%s imports nothing from Node", (file) => {
    const source = readFileSync(path.join(__dirname, file), "utf8");
    const imported = [...source.matchAll(/\bfrom\s+"([^"]+)"/g)].map((match) => match[1]);
    const fromNode = imported.filter(
      (name) => name.startsWith("node:") || builtinModules.includes(name.split("/")[0]),
    );
    expect(fromNode).toEqual([]);
  });
});
