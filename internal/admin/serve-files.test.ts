/** @jest-environment node */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { EditorFile } from "./editor-files";
import { serveFiles } from "./serve-files";

const encode = (text: string) => new TextEncoder().encode(text);

/** The handler mounted as Express mounts it (the path below the mount point), other requests answered 404. */
async function serve(
  files: () => readonly EditorFile[] | undefined,
): Promise<{ url: string; server: Server }> {
  const handler = serveFiles(files);
  const server = createServer((request, response) => {
    request.url = request.url?.replace(/^\/admin/, "") || "/";
    handler(request, response, () => response.writeHead(404).end("next"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin`, server };
}

describe("the content editor served by the development server", () => {
  let built: readonly EditorFile[] | undefined;
  let url: string;
  let server: Server;

  beforeAll(async () => ({ url, server } = await serve(() => built)));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers 503 with a pointer to the terminal until its first build succeeds", async () => {
    built = undefined;
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/terminal/);
  });

  it("serves the latest build: the page at /admin/ and /admin, its bundle with its type, never cached", async () => {
    built = [
      { path: "index.html", contents: encode("<title>Content editor</title>") },
      { path: "assets/cms-ONE.js", contents: encode("one()") },
    ];
    for (const address of [`${url}/`, url]) {
      const page = await fetch(address);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await page.text()).toBe("<title>Content editor</title>");
    }
    const bundle = await fetch(`${url}/assets/cms-ONE.js`);
    expect([bundle.status, bundle.headers.get("content-type"), bundle.headers.get("cache-control")]).toEqual([
      200,
      "text/javascript; charset=utf-8",
      "no-store",
    ]);
    expect(await bundle.text()).toBe("one()");

    built = [{ path: "assets/cms-TWO.js", contents: encode("two()") }];
    expect(await (await fetch(`${url}/assets/cms-TWO.js`)).text()).toBe("two()");
    expect((await fetch(`${url}/assets/cms-ONE.js`)).status).toBe(404);
  });

  it("leaves other addresses and methods to the next handler", async () => {
    built = [{ path: "index.html", contents: encode("page") }];
    expect((await fetch(`${url}/config.yml`)).status).toBe(404);
    expect((await fetch(`${url}/`, { method: "POST" })).status).toBe(404);
  });
});
