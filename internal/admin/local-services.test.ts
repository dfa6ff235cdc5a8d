/** @jest-environment node */
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { backendAnswers, editorAnswers, portInUse } from "./local-services";

async function listen(handler: RequestListener): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  return server;
}
const urlOf = (server: Server, path: string) =>
  `http://localhost:${(server.address() as AddressInfo).port}${path}`;
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe("the services `npm run edit` waits for", () => {
  it("the editor is up when its page answers, not merely the port", async () => {
    const loading = await listen((_, response) => response.writeHead(200).end("<title>Loading</title>"));
    const editor = await listen((_, response) =>
      response.writeHead(200).end("<title>Content editor</title>"),
    );
    expect(await editorAnswers(urlOf(loading, "/admin/"))).toBe(false);
    expect(await editorAnswers(urlOf(editor, "/admin/"))).toBe(true);
    await Promise.all([close(loading), close(editor)]);
  });

  it("the local backend is up when it says it edits the files on disk", async () => {
    const backend = await listen((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const asksInfo = request.method === "POST" && JSON.parse(body).action === "info";
        response.writeHead(asksInfo ? 200 : 422).end(JSON.stringify({ type: "local_fs" }));
      });
    });
    expect(await backendAnswers(urlOf(backend, "/api/v1"))).toBe(true);
    await close(backend);
  });

  it("a port is in use while something listens on it", async () => {
    const server = await listen(() => undefined);
    const { port } = server.address() as AddressInfo;
    expect(await portInUse(port)).toBe(true);
    await close(server);
    expect(await portInUse(port)).toBe(false);
  });
});
