import type { Screenshot } from "../lib/graphql-results";
import { imageFixture } from "../test-utils/fixtures";
import { galleryPageProps } from "./gallery";

const screenshot = (slug: string): Screenshot => ({
  slug,
  alt: `The ${slug} screen`,
  image: imageFixture(slug),
});

describe("an app's gallery as its page shows it", () => {
  it("has its title, tagline and screenshots in order", () => {
    const props = galleryPageProps(
      { title: "Starlight", tagline: "Sleepy", screenshots: ["b", "a"] },
      screenshot,
    );
    expect(props.title).toBe("Starlight");
    expect(props.tagline).toBe("Sleepy");
    expect(props.screenshots.map((shot) => shot.slug)).toEqual(["b", "a"]);
  });
});
