import type { Screenshot } from "../lib/graphql-results";
import { contactFixture, imageFixture } from "../test-utils/fixtures";
import { appDetailPageProps, type AppPageContent } from "./app-detail";

const screenshot = (slug: string): Screenshot => ({
  slug,
  alt: `The ${slug} screen`,
  image: imageFixture(slug),
});
const contact = {
  companyName: "Camelback Digital",
  contact: contactFixture,
};

/** An app as its file gives it, screenshots named by slug. */
const app = (): AppPageContent<string> => ({
  name: "Starlight Stories",
  appStore: { url: "https://apps.apple.com/app/x", buttonLabel: "Get it" },
  gallery: { path: "/starlight-stories" },
  detail: {
    headline: "Stories",
    intro: "Calm voices.",
    hero: "reading",
    badges: ["Stories"],
    sections: [
      { heading: "Timer", text: "Stops by itself.", chips: ["5 minutes", "All night"] },
      { heading: "Night light", text: "A soft glow." },
    ],
    moreScreenshots: { heading: "More", screenshots: ["library", "player"], galleryLinkLabel: "See all" },
    quote: { text: "Lovely.", author: "A parent", rating: 5 },
  },
});

describe("an app's content as its page shows it", () => {
  it("finds each screenshot it names and keeps its sections in order, with their chips", () => {
    const props = appDetailPageProps(app(), screenshot, contact);
    expect(props.hero?.alt).toBe("The reading screen");
    expect(props.sections).toEqual([
      { heading: "Timer", text: "Stops by itself.", chips: ["5 minutes", "All night"] },
      { heading: "Night light", text: "A soft glow.", chips: null },
    ]);
    expect(props.moreScreenshots?.screenshots.map((shot) => shot.slug)).toEqual(["library", "player"]);
    expect(props.moreScreenshots?.galleryLink).toEqual({ path: "/starlight-stories", label: "See all" });
    expect(props.contact).toBe(contact);
  });

  it("links to the gallery only where the app has one and the content labels the link", () => {
    const withoutGallery = { ...app(), gallery: null };
    expect(appDetailPageProps(withoutGallery, screenshot, contact).moreScreenshots?.galleryLink).toBeNull();
    const unlabelled = app();
    const more = { heading: "More", screenshots: ["library"], galleryLinkLabel: undefined };
    expect(
      appDetailPageProps(
        { ...unlabelled, detail: { ...unlabelled.detail, moreScreenshots: more } },
        screenshot,
        contact,
      ).moreScreenshots?.galleryLink,
    ).toBeNull();
  });

  it("leaves out what the content leaves out: hero, sections, more screenshots, quote", () => {
    const bare = app();
    const props = appDetailPageProps(
      { ...bare, detail: { headline: "Stories", intro: "Calm.", badges: ["Stories"], hero: null } },
      screenshot,
      contact,
    );
    expect(props).toMatchObject({ hero: null, sections: [], moreScreenshots: null, quote: null });
  });
});
