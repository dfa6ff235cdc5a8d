import path from "node:path";
import { build } from "esbuild";
import { EDITOR_BACKEND } from "../src/editor/backend";
import { editorConfig } from "../src/editor/config";
import { expect, test } from "./support/test";

/**
 * The editor's configuration passes Decap's own check. The editor skips that check when it starts
 * (it compiles code, which the editor's Content-Security-Policy refuses: internal/editor/decap-without-eval.ts),
 * so it runs here instead: decap-cms-core's `validateConfig`, from the package npm installed
 * beside Decap's prebuilt bundle, bundled for a blank page where compiling code is allowed.
 */
/** Decap's widgets the configuration uses (src/content-model/fields.ts, `Widget`). */
const WIDGETS = ["string", "text", "image", "select", "number", "relation", "list", "object"] as const;

async function decapConfigCheck(): Promise<string> {
  const app = path.dirname(require.resolve("decap-cms-app/package.json"));
  const core = path.dirname(require.resolve("decap-cms-core/package.json", { paths: [app] }));
  const result = await build({
    stdin: {
      contents: [
        'import { validateConfig } from "./dist/esm/constants/configSchema.js";',
        'import { registerWidget } from "./dist/esm/lib/registry.js";',
        // The widgets the editor uses, whose own options Decap checks with their schemas.
        ...WIDGETS.map((name, i) => `import widget${i} from "decap-cms-widget-${name}";`),
        `registerWidget([${WIDGETS.map((_, i) => `widget${i}.Widget()`).join(", ")}]);`,
        "window.validateDecapConfig = validateConfig;",
      ].join("\n"),
      resolveDir: core,
    },
    bundle: true,
    platform: "browser",
    format: "iife",
    write: false,
    logLevel: "error",
    loader: { ".js": "jsx" },
    // What webpack gives Decap's modules in its own build: Node's `global` as the window.
    define: { "process.env.NODE_ENV": JSON.stringify("production"), global: "window" },
  });
  const [bundle] = result.outputFiles;
  if (bundle === undefined) throw new Error("esbuild wrote no bundle of Decap's configuration check");
  return bundle.text;
}

test("the editor's configuration passes Decap's own check", async ({ page }) => {
  // A blank page of its own (on localhost, a secure context, as Decap's code expects), under no policy.
  const blank = "http://localhost/decap-config-check";
  await page.route(blank, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Decap's configuration check</title>",
    }),
  );
  await page.goto(blank);
  await page.addScriptTag({ content: await decapConfigCheck() });
  const check = (config: unknown) =>
    page.evaluate((value) => {
      const validate = (window as unknown as { validateDecapConfig: (config: unknown) => void })
        .validateDecapConfig;
      try {
        validate(value);
        return "valid";
      } catch (error) {
        return String(error);
      }
    }, config);
  const config = editorConfig(EDITOR_BACKEND);
  expect(await check(config)).toBe("valid");
  // And it can fail: a collection without its required parts, a relation without its value field.
  expect(await check({ ...config, collections: [{ name: "broken" }] })).toMatch(/collections/);
  const withoutValueField = JSON.parse(JSON.stringify(config), (key: string, value: unknown) =>
    key === "value_field" ? undefined : value,
  ) as unknown;
  expect(await check(withoutValueField)).toMatch(/value_field/);
});
