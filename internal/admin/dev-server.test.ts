/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { startEditorDevServer, type EditorDevServer } from "./dev-server";
import { editorLocations } from "./locations";

/** Waits up to 20 s for something the watcher does in the background. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < 20_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the content editor in `gatsby develop`", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "editor-dev-"));
  const entry = path.join(root, "src", "cms", "cms.ts");
  const built: number[] = [];
  const failures: string[] = [];
  let editor: EditorDevServer;
  let http: Server;
  let url: string;

  beforeAll(async () => {
    mkdirSync(path.dirname(entry), { recursive: true });
    writeFileSync(entry, 'document.title = "first version";\n');
    editor = await startEditorDevServer(editorLocations(root), {
      built: (milliseconds) => built.push(milliseconds),
      failed: (message) => failures.push(message),
    });
    // Mounted at /admin as the development server mounts it.
    http = createServer((request, response) => {
      request.url = request.url?.replace(/^\/admin/, "") || "/";
      editor.handler(request, response, () => response.writeHead(404).end());
    });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }, 30_000);
  afterAll(async () => {
    await new Promise((resolve) => http.close(resolve));
    await editor.stop();
    rmSync(root, { recursive: true, force: true });
  });

  /** The script the editor's page loads, as served. */
  const bundle = async (): Promise<string> => {
    const page = await (await fetch(`${url}/admin/`)).text();
    const script = /<script defer src="([^"]+)">/.exec(page)?.[1];
    if (script === undefined) throw new Error(`The page loads no script:\n${page}`);
    return (await fetch(`${url}${script}`)).text();
  };

  it("is built from the sources before the server starts, in memory: nothing is written to public/", async () => {
    expect(built).toHaveLength(1);
    expect(await bundle()).toContain("first version");
    expect(existsSync(path.join(root, "public"))).toBe(false);
  });

  it("is rebuilt when a source changes, and serves the new build", async () => {
    writeFileSync(entry, 'document.title = "second version";\n');
    await until(() => built.length === 2);
    expect(await bundle()).toContain("second version");
  }, 30_000);

  it("keeps serving the last good build when a change does not compile, and says where", async () => {
    writeFileSync(entry, 'document.title = "third version" +;\n');
    await until(() => failures.length === 1);
    expect(failures.join()).toMatch(/src\/cms\/cms\.ts:1:/);
    expect(await bundle()).toContain("second version");
  }, 30_000);
});
