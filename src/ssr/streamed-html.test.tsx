/**
 * @jest-environment node
 */
import path from "node:path";
import { Writable } from "node:stream";
import type { ReactElement } from "react";

/**
 * Gatsby writes every page with React's streaming renderer, which fills 2,048-byte buffers. React
 * 18.3.1 sent a whole buffer when a character of several bytes (©, ’, é) did not fit at its end,
 * and the bytes it had not written went out as NUL characters, which the HTML checker refuses and
 * some readers take for the end of the page (fixed in React 19, facebook/react#26228). This test
 * found it, and fails if a React the site installs brings it back.
 */
function streamed(element: ReactElement, mode: "production" | "development"): Promise<Buffer> {
  const build = `cjs/react-dom-server.node.${mode}.js`;
  const renderer = jest.requireActual<typeof import("react-dom/server")>(
    path.join(path.dirname(require.resolve("react-dom/package.json")), build),
  );
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderer.renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

/**
 * Pages of many short texts with a character of three bytes (€), each written into the buffer on
 * its own, after 0 to 10 other letters: whatever the length of the markup between them, one of the
 * pages has a € at a buffer's end.
 */
const pages = Array.from({ length: 11 }, (_, shift) => (
  <footer key={shift}>
    {"x".repeat(shift)}
    {Array.from({ length: 400 }, () => "€")}
  </footer>
));

// Gatsby's HTML renderer loads react-dom/server, the production build when it builds the site.
describe.each(["production", "development"] as const)("React's streamed HTML (%s build)", (mode) => {
  it("has no NUL character where a character of several bytes meets a buffer's end", async () => {
    for (const page of pages) {
      const html = await streamed(page, mode);
      expect(html.includes(0)).toBe(false);
      expect(html.toString("utf8").match(/€/g)).toHaveLength(400);
    }
  });
});
