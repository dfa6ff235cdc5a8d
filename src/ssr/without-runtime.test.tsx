import { createElement } from "react";
import { isRuntimePreload, isRuntimeScript } from "./without-runtime";

/** Gatsby's slice placeholder, as static-entry creates it (`ServerSliceRenderer`). */
function ServerSliceRenderer(_props: { readonly sliceId: string }) {
  return null;
}

describe("leaving Gatsby's runtime out of a built page", () => {
  it("removes the runtime's scripts and the slice that holds their tags", () => {
    const kept = [
      <script key="a" type="application/ld+json" dangerouslySetInnerHTML={{ __html: "{}" }} />,
      <script key="b" dangerouslySetInnerHTML={{ __html: "site()" }} />,
      <div key="c" id="portal" />,
    ];
    const runtime = [
      <script
        key="d"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: "window.pagePath='/'" }}
      />,
      <script
        key="e"
        id="gatsby-chunk-mapping"
        dangerouslySetInnerHTML={{ __html: "window.___chunkMapping={}" }}
      />,
      <script key="f" src="/app-123.js" async />,
      createElement(ServerSliceRenderer, { key: "g", sliceId: "_gatsby-scripts" }),
    ];
    expect([...kept, ...runtime].filter((node) => !isRuntimeScript(node))).toEqual(kept);
  });

  it("removes preloads of scripts and page data, keeps other links", () => {
    expect(isRuntimePreload(<link rel="preload" as="script" href="/app.js" />)).toBe(true);
    expect(isRuntimePreload(<link rel="preload" as="fetch" href="/page-data/index/page-data.json" />)).toBe(
      true,
    );
    expect(isRuntimePreload(<link rel="icon" href="/favicon-32x32.png" />)).toBe(false);
    expect(isRuntimePreload(<link rel="preload" as="image" href="/hero.avif" />)).toBe(false);
  });
});
