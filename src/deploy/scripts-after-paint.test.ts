import { loaderScript, withScriptsAfterPaint } from "./scripts-after-paint";

const BUILT =
  `<html><head><script type="module">inline()</script></head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>` +
  `<script src="/app-3.js" async></script></body></html>`;

const scriptSources = () =>
  Array.from(document.body.querySelectorAll("script[src]"), (script) => script.getAttribute("src"));

describe("withScriptsAfterPaint", () => {
  it("replaces the async script tags with one inline loader of the same scripts, in order", () => {
    const html = withScriptsAfterPaint(BUILT);
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      `<script>${loaderScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script></body>`,
    );
  });

  it("leaves the other scripts alone and changes nothing on a second run", () => {
    const html = withScriptsAfterPaint(BUILT);
    expect(html).toContain(`<script type="module">inline()</script>`);
    expect(html).toContain(`<script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>`);
    expect(withScriptsAfterPaint(html)).toBe(html);
  });
});

describe("loaderScript", () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = "";
    frames = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const run = () => new Function(loaderScript(["/a.js", "/b.js"]))();

  it("adds the scripts only once the next frame has been painted", () => {
    run();
    expect(scriptSources()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(scriptSources()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(scriptSources()).toEqual(["/a.js", "/b.js"]);
    expect(Array.from(document.body.querySelectorAll("script"), (script) => script.async)).toEqual([
      true,
      true,
    ]);
    jest.advanceTimersByTime(2000);
    expect(scriptSources()).toEqual(["/a.js", "/b.js"]);
  });

  it("adds them after a second where no frame is painted (a tab opened in the background)", () => {
    run();
    jest.advanceTimersByTime(999);
    expect(scriptSources()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scriptSources()).toEqual(["/a.js", "/b.js"]);
  });
});
