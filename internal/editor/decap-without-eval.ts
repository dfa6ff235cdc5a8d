/**
 * Decap CMS's prebuilt bundle without its three uses of `eval`, so the editor runs under a
 * Content-Security-Policy that allows no evaluated code ('unsafe-eval' would let an injected
 * string run as script in the one page that holds an editor's GitHub token).
 *
 * These are edits to the text of a library's build output, which depends on its internals: each
 * is an exact text that must occur once, and the build stops, naming it, if Decap's next release
 * changes it. The editor's browser tests run under the published policy and fail on any CSP
 * violation (the `preview` fixture of e2e/support/drive-editor.ts), and the configuration the
 * editor no longer checks at start is checked against Decap's own schema by
 * e2e/editor-config.spec.ts.
 */
import { readFile } from "node:fs/promises";
import type { Plugin } from "esbuild";

/** Each edit: what it is and why it may go, the text to find, and what replaces it. */
export const EVAL_EDITS = [
  {
    why:
      "Decap checks its configuration at start with ajv, which compiles the check into a Function. " +
      "The site generates the configuration from the content model, and its tests check it.",
    find: /(!function\(\w+\)\{)(const \w+=new\(\w+\(\)\)\(\{allErrors:!0,\$data:!0,strict:!1\}\);)/,
    replace: "$1return;$2",
  },
  {
    why:
      "ts-invariant (Apollo) sets a global `process` with Function() inside a try, in case a " +
      "bundler left code reading it; in a browser under the policy it fails and is caught anyway.",
    find: /Function\("stub","process = stub"\)\(\w+\)/,
    replace: "void 0",
  },
  {
    why:
      "@iarna/toml reads Node's util.inspect with eval() inside a try, to print TOML values in Node; " +
      "the site edits YAML only.",
    find: /eval\("require\('util'\)\.inspect"\)/,
    replace: "void 0",
  },
];

/** `source` with every edit made once; throws naming the edit that no longer finds its text once. */
export function withoutEval(source: string): string {
  return EVAL_EDITS.reduce((text, edit) => {
    const found = text.match(new RegExp(edit.find.source, "g"))?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `Decap's bundle has ${found} places matching ${String(edit.find)}, expected 1 (${edit.why}) ` +
          "Look at the new release and update internal/editor/decap-without-eval.ts.",
      );
    }
    return text.replace(edit.find, edit.replace);
  }, source);
}

/** An esbuild plugin that loads `file` (Decap's bundle) with the edits made. */
export function withoutEvalPlugin(file: RegExp): Plugin {
  return {
    name: "decap-without-eval",
    setup(build) {
      build.onLoad({ filter: file }, async (args) => ({
        contents: withoutEval(await readFile(args.path, "utf8")),
        loader: "js",
      }));
    },
  };
}
