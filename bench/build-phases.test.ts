/**
 * @jest-environment node
 */
import { buildPhases, covered, type RecordedSpan } from "./build-phases";

const span = (name: string, startS: number, endS: number): RecordedSpan => ({
  name,
  startMs: 1_000_000 + startS * 1000,
  endMs: 1_000_000 + endS * 1000,
});

const BUNDLES = "Building production JavaScript and CSS bundles";
const IMAGES = "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs";

describe("covered", () => {
  it("counts overlapping and nested intervals once", () => {
    expect(
      covered([
        [0, 10],
        [5, 15],
        [6, 7],
        [20, 25],
      ]),
    ).toBe(20);
  });

  it("is 0 for no intervals", () => {
    expect(covered([])).toBe(0);
  });
});

describe("buildPhases", () => {
  it("reads Gatsby's activities into phases and leaves the rest of the build to 'rest'", () => {
    const spans = [
      span("build", 0, 100),
      span("bootstrap", 0, 20),
      span(BUNDLES, 20, 57),
      span("Building HTML renderer", 57, 73),
      span("run queries in workers", 73, 75),
      span(IMAGES, 75, 95),
      span("Running jobs v2", 75, 95),
    ];
    expect(buildPhases(spans, 100)).toEqual({
      "Content editor": 0,
      "JavaScript bundles": 37,
      "HTML renderer": 16,
      "Image jobs": 20,
      Rest: 27,
    });
  });

  it("reports the content editor's own activity as its phase", () => {
    const spans = [span("Building the content editor", 10, 14), span(BUNDLES, 20, 33)];
    expect(buildPhases(spans, 50)).toMatchObject({ "Content editor": 4, "JavaScript bundles": 13, Rest: 33 });
  });

  it("counts each moment once, so the phases add up to the build's time", () => {
    const spans = [span(BUNDLES, 0, 30), span("Building the content editor", 20, 40), span(IMAGES, 35, 50)];
    const phases = buildPhases(spans, 60);
    expect(phases).toEqual({
      "Content editor": 20,
      "JavaScript bundles": 20,
      "HTML renderer": 0,
      "Image jobs": 10,
      Rest: 10,
    });
    expect(Object.values(phases).reduce((sum, s) => sum + s, 0)).toBe(60);
  });

  it("counts a phase split across several spans by their union", () => {
    const spans = [span(IMAGES, 10, 20), span(IMAGES, 15, 30), span(IMAGES, 40, 45)];
    expect(buildPhases(spans, 60)).toMatchObject({ "Image jobs": 25, Rest: 35 });
  });

  it("is all rest for a build without any of the phases", () => {
    expect(buildPhases([span("build", 0, 12)], 12)).toEqual({
      "Content editor": 0,
      "JavaScript bundles": 0,
      "HTML renderer": 0,
      "Image jobs": 0,
      Rest: 12,
    });
  });
});
