import type { Screenshot } from "../lib/graphql-results";
import { imageFixture } from "../test-utils/fixtures";
import { homePageProps, productGroups, type HomeContent } from "./home";

const screenshot = (slug: string): Screenshot => ({
  slug,
  alt: `The ${slug} screen`,
  image: imageFixture(slug),
});

const app = (slug: string, name: string, position?: number) => ({
  slug,
  name,
  position,
  summary: `${name} in a sentence.`,
  features: ["One"],
  detailsLinkLabel: "App Details",
  detail: { path: `/${slug}-app` },
  carousel: { label: `${name} screenshots`, slides: ["a", "b"] },
});

const platform = (slug: string, name: string) => ({
  slug,
  name,
  summary: "A directory.",
  description: ["Longer."],
  features: ["Search"],
  url: `https://${slug}.example.com/`,
  linkLabel: "Visit Website",
});

const content = (): HomeContent<string> => ({
  site: {
    logoAlt: "The logo",
    hero: { heading: "Digital products", text: "Made with care." },
    about: { heading: "About Us", paragraphs: ["We build."] },
    products: {
      heading: "Our Products",
      intro: "Two today.",
      groups: [
        {
          kind: "apps",
          heading: "iOS Applications",
          tile: { heading: "On the App Store", text: "For iPhone." },
        },
        { kind: "web-platforms", heading: "Web Platforms", tile: null },
      ],
    },
  },
  apps: [
    app("moonbeam", "Moonbeam"),
    app("baby-lullabies", "Baby Lullabies", 1),
    app("starlight", "Starlight", 2),
  ],
  webPlatforms: [platform("directory", "Botox Provider Directory")],
});

describe("the home page's products", () => {
  it("are in the groups site.yaml gives, in its order, each with its products in catalogue order", () => {
    const groups = productGroups(content(), screenshot);
    expect(groups.map((group) => [group.kind, group.heading])).toEqual([
      ["apps", "iOS Applications"],
      ["web-platforms", "Web Platforms"],
    ]);
    const [apps] = groups;
    expect(apps.kind === "apps" && apps.apps.map((card) => card.slug)).toEqual([
      "baby-lullabies",
      "starlight",
      "moonbeam",
    ]);
    expect(apps.tile).toEqual({ heading: "On the App Store", text: "For iPhone." });
  });

  it("give each app's card its screenshots and the link to its page", () => {
    const [apps] = productGroups(content(), screenshot);
    const card = apps.kind === "apps" ? apps.apps[0] : undefined;
    expect(card?.detailsPath).toBe("/baby-lullabies-app");
    expect(card?.carousel?.slides.map((slide) => slide.alt)).toEqual(["The a screen", "The b screen"]);
  });

  it("show an app without screenshots without a carousel, and leave out a group without products", () => {
    const values = content();
    const bare = { ...app("quiet", "Quiet"), carousel: undefined };
    const groups = productGroups({ ...values, apps: [bare], webPlatforms: [] }, screenshot);
    expect(groups.map((group) => group.kind)).toEqual(["apps"]);
    expect(groups[0]?.kind === "apps" && groups[0].apps[0]?.carousel).toBeNull();
  });

  it("come with the page's hero, About and contact section", () => {
    const logo = imageFixture("logo", 192);
    const contact = { companyName: "Camelback Digital", contact: {} as never };
    const props = homePageProps(content(), screenshot, logo, contact);
    expect(props.hero).toEqual({
      heading: "Digital products",
      text: "Made with care.",
      logo,
      logoAlt: "The logo",
    });
    expect(props.about).toEqual({ heading: "About Us", paragraphs: ["We build."] });
    expect(props.products.heading).toBe("Our Products");
    expect(props.contact).toBe(contact);
  });
});
