import { render, screen, within } from "@testing-library/react";
import { AppPreview, WebPlatformPreview } from "./ProductPreviews";
import { PREVIEWS, registerPreviews } from "./register-previews";
import { ScreenshotsPreview } from "./ScreenshotsPreview";
import { SitePreview } from "./SitePreview";
import {
  assetUrl,
  entryData,
  entryTranslations,
  previewProps,
  readFixtureContent,
  saved,
  type Values,
} from "../../test-utils/preview-props";
import { editorConfig } from "../config";
import { EDITOR_BACKEND } from "../backend";
import type { Entry, PreviewTemplateProps } from "../decap";
import { CONTENT } from "../../content-model/content";
import { DEFAULT_LANGUAGE, type Language } from "../../lib/languages";
import { readSavedContentFrom } from "../saved-content";
import { giveOwnAddresses } from "../../test-utils/own-addresses";

const group = (values: Values, name: string) => values[name] as Values;

/** A language's part of a whole file (`{ en, es }`), as saved() reads it. */
const part = (file: Values, language: Language) => file[language] as Values;

/**
 * The props of a preview of a whole file (`{ en, es }`, as saved() reads it; an entry saved as
 * `slug`, or a new one), as Decap's i18n hands them over: the entry's data is the English values,
 * each other language's under `i18n`; drawn in another language (`locale`), its data is that
 * language's only (decap-cms-core's getPreviewEntry).
 */
function filePreviewProps(file: Values, slug?: string, locale?: Language): PreviewTemplateProps {
  const { en, ...others } = file;
  const props = previewProps(en as Values, slug);
  const i18n = entryTranslations(others);
  const data =
    locale === undefined || locale === DEFAULT_LANGUAGE ? props.entry.get("data") : entryData(file[locale]);
  const parts: Record<string, unknown> = { i18n, data };
  const get = ((key: string) => (key in parts ? parts[key] : props.entry.get(key as "slug"))) as Entry["get"];
  return { ...props, entry: { get }, ...(locale === undefined ? {} : { locale }) };
}

beforeEach(() => readFixtureContent());

beforeAll(() => {
  // The carousel asks whether the visitor prefers reduced motion; jsdom has no media queries.
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});

describe("the previews", () => {
  it("are registered for every collection and file the editor edits, under the name Decap looks up", () => {
    const names: string[] = [];
    registerPreviews({ registerPreviewTemplate: (name) => names.push(name) });
    const collections = editorConfig(EDITOR_BACKEND).collections;
    expect(names).toEqual(
      collections.flatMap((collection) =>
        "files" in collection ? collection.files.map((file) => file.name) : [collection.name],
      ),
    );
    expect(new Set(PREVIEWS.map(({ spec }) => spec))).toEqual(new Set(CONTENT));
  });
});

describe("site.yaml's preview", () => {
  it("shows the header, the home page as it will be, the footer and the 404 page from the values", async () => {
    const file = saved("site");
    const site = part(file, "en");
    group(site, "hero").heading = "Calm products from Scottsdale";
    render(<SitePreview {...filePreviewProps(file)} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Calm products from Scottsdale" }),
    ).toBeInTheDocument();
    const companyName = String(site.companyName);
    expect(screen.getByRole("link", { name: companyName })).toHaveAttribute("href", "/");
    for (const section of ["about", "products", "contact"])
      expect(
        screen.getByRole("heading", { level: 2, name: String(group(site, section).heading) }),
      ).toBeInTheDocument();
    // Every product's card, in its group, as the built home page shows it.
    const groups = group(site, "products").groups as Values[];
    for (const { heading } of groups)
      expect(screen.getByRole("heading", { level: 3, name: String(heading) })).toBeInTheDocument();
    for (const product of [saved("apps/baby-lullabies"), saved("web-platforms/botox-provider-directory")])
      expect(screen.getByRole("article", { name: String(part(product, "en").name) })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`${companyName}. All rights reserved.`);
    expect(
      screen.getByRole("heading", { level: 1, name: String(group(site, "notFound").title) }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: String(site.logoAlt) }).length).toBeGreaterThan(0);
  });

  it("shows the Spanish pages from the Spanish values, with what is given once from the saved English", async () => {
    const file = saved("site");
    const spanish = part(file, "es");
    group(spanish, "footer").notice = "Todos los derechos reservados, de verdad.";
    render(<SitePreview {...filePreviewProps(file, undefined, "es")} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: String(group(spanish, "hero").heading) }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("heading", { level: 1, name: String(group(part(file, "en"), "hero").heading) }),
    ).toBeNull();
    // The header's language switch leads to the English pages, named in English.
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
    expect(within(banner).getByRole("link", { name: String(part(file, "en").companyName) })).toHaveAttribute(
      "href",
      "/es",
    );
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Todos los derechos reservados, de verdad.");
    // The policy's address is Spanish; its day is English's, given once.
    const policy = group(spanish, "privacy");
    expect(
      screen.getByText(
        new RegExp(`^Privacy policy ${String(policy.path)} · tab title: ${String(policy.title)}`),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("26 de noviembre de 2026")).toHaveAttribute("datetime", "2026-11-26");
  });

  it("shows the privacy policy as it will be, and the footer's link to it, from the values", async () => {
    const file = saved("site");
    const site = part(file, "en");
    Object.assign(group(site, "privacy"), { linkLabel: "Your privacy", updated: "2027-01-04" });
    const [first] = group(site, "privacy").sections as Values[];
    Object.assign(first ?? {}, { heading: "Who runs this site" });
    render(<SitePreview {...filePreviewProps(file)} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Who runs this site" })).toBeInTheDocument();
    expect(
      screen.getByText("Privacy policy /privacy · tab title: Privacy Policy | Camelback Digital"),
    ).toBeInTheDocument();
    expect(screen.getByText("January 4, 2027")).toHaveAttribute("datetime", "2027-01-04");
    expect(
      within(screen.getByRole("contentinfo")).getByRole("link", { name: "Your privacy" }),
    ).toHaveAttribute("href", "/privacy");
  });

  it("shows the releases' words as an app's page and the feed will use them", async () => {
    const site = saved("site");
    Object.assign(group(part(site, "en"), "releases"), { newest: "New in", feedTitle: "Our releases" });
    render(<SitePreview {...filePreviewProps(site)} />);
    expect(
      await screen.findByText(
        /heads its newest "New in 1\.2"; the feed at \/releases\.xml is "Our releases"/,
      ),
    ).toBeInTheDocument();
  });

  // The global styles too, in a browser (e2e/editor-preview.spec.ts): under Jest, styled-components'
  // Node build injects none.
  it("writes the site's styles into the preview frame's document, not the editor's", async () => {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    const frameDocument = frame.contentDocument as Document;
    const styles = (doc: Document) =>
      [...doc.head.querySelectorAll("style")].map((style) => style.textContent).join("");
    const before = styles(document);
    render(<SitePreview {...filePreviewProps(saved("site"))} document={frameDocument} />);
    await screen.findByRole("banner");
    expect(styles(frameDocument)).toMatch(/position:fixed;/);
    expect(styles(document)).toBe(before);
    frame.remove();
  });

  it("says what is wrong, in the build's words, instead of showing half a page", async () => {
    const site = saved("site");
    group(part(site, "en"), "hero").heading = "";
    render(<SitePreview {...filePreviewProps(site)} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The site cannot show this yet: 1 problem");
    expect(within(alert).getByRole("listitem")).toHaveTextContent(
      "content/site.yaml › hero › heading: the text is empty. Expected a text.",
    );
    expect(screen.queryByRole("banner")).toBeNull();
  });

  it("keeps what a component throws inside the pane, and tries again on the next change", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const props = filePreviewProps(saved("site"));
    const { rerender } = render(
      <SitePreview
        {...props}
        getAsset={() => {
          throw new Error("The logo could not be read.");
        }}
      />,
    );
    const failure = { name: "The preview could not be shown" };
    expect(await screen.findByRole("alert", failure)).toHaveTextContent("The logo could not be read.");
    rerender(<SitePreview {...filePreviewProps(saved("site"))} />);
    expect(await screen.findByRole("banner")).toBeInTheDocument();
    expect(screen.queryByRole("alert", failure)).toBeNull();
    errors.mockRestore();
  });
});

describe("a web platform's preview", () => {
  it("shows its card among the others of its group in the Products section", async () => {
    const platform = saved("web-platforms/botox-provider-directory");
    part(platform, "en").name = "Botox Finder";
    render(<WebPlatformPreview {...filePreviewProps(platform, "botox-provider-directory")} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the saved content");
    const card = await screen.findByRole("article", { name: "Botox Finder" });
    expect(within(card).getByRole("link", { name: "Visit Website (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://botox-provider-directory.example.com/",
    );
    // Its saved copy is not shown beside it.
    expect(screen.queryByRole("article", { name: "Botox Provider Directory" })).toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "Web Platforms" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Our Products" })).toBeInTheDocument();
  });

  it("says so when the saved content it needs cannot be loaded", async () => {
    readSavedContentFrom({
      getEntry: () => Promise.reject(new Error("offline")),
      entriesByFolder: () => Promise.reject(new Error("offline")),
    });
    render(<WebPlatformPreview {...filePreviewProps(saved("web-platforms/botox-provider-directory"))} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the saved content: offline");
  });
});

/**
 * A new app, as an editor fills it in after clicking New: a copy of the first with its own name and
 * addresses, in English only (a product may lack a language), as a whole file.
 */
function newApp(): Values {
  const app = part(saved("apps/baby-lullabies"), "en");
  giveOwnAddresses(app, "Starlight Stories");
  app.position = 2;
  return { en: app };
}

describe("an app's preview", () => {
  it("shows the app's card, its gallery and its page with the screenshots it names", async () => {
    const app = saved("apps/baby-lullabies");
    group(part(app, "en"), "gallery").title = "Sleepy Sounds";
    render(<AppPreview {...filePreviewProps(app, "baby-lullabies")} />);
    expect(await screen.findByRole("article", { name: "Baby Lullabies" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Sleepy Sounds" })).toBeInTheDocument();
    // Each page is named by its address and the title its browser tab shows.
    expect(
      screen.getByText("Gallery page /baby-lullabies · tab title: Sleepy Sounds | Camelback Digital"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Lullabies & Soothing Sounds" }),
    ).toBeInTheDocument();
    const gallery = screen
      .getAllByRole("list")
      .find((list) => within(list).queryAllByRole("img").length === 6);
    expect(gallery).toBeDefined();
    const shot = within(gallery as HTMLElement).getByRole("img", { name: /^The Nature Sounds screen/ });
    expect(shot).toHaveAttribute("src", assetUrl("images/screens/nature-sounds.png"));
  });

  it("shows the app's privacy and support pages, and its newest release, as the values are edited", async () => {
    const app = saved("apps/baby-lullabies");
    const english = part(app, "en");
    (english.releases as Values[]).push({ version: "1.3", date: "2026-12-15", notes: ["Calmer sounds."] });
    group(english, "privacy").title = "Our promise";
    render(<AppPreview {...filePreviewProps(app, "baby-lullabies")} />);
    expect(await screen.findByRole("heading", { level: 2, name: "What's new in 1.3" })).toBeInTheDocument();
    expect(
      screen.getByText("Privacy page /baby-lullabies-privacy · tab title: Our promise | Camelback Digital"),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Our promise" })).toBeInTheDocument();
    expect(screen.getByText("Data Not Collected")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Support page /baby-lullabies-support · tab title: Baby Lullabies Support | Camelback Digital",
      ),
    ).toBeInTheDocument();
    const versions = screen.getByRole("region", { name: "Version history" });
    expect(
      within(versions)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["1.3", "1.2", "1.1", "1.0"]);
  });

  it("shows a new app's card after the saved ones of its group, and its pages", async () => {
    render(<AppPreview {...filePreviewProps(newApp())} />);
    await screen.findByRole("article", { name: "Starlight Stories" });
    const apps = screen.getByRole("group", { name: "iOS Applications" });
    const names = within(apps)
      .getAllByRole("heading", { level: 4 })
      .map((heading) => heading.textContent);
    expect(names.slice(0, 2)).toEqual(["Baby Lullabies", "Starlight Stories"]);
    // The section shows the other group too, as the built page does.
    expect(screen.getByRole("article", { name: "Botox Provider Directory" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "App page /starlight-stories-app · tab title: Baby Lullabies for iPhone | Camelback Digital",
      ),
    ).toBeInTheDocument();
  });

  it("shows an app without a gallery, carousel or quote as its pages will be", async () => {
    const app = newApp();
    const english = part(app, "en");
    delete english.gallery;
    delete english.carousel;
    group(english, "detail").quote = { text: "", author: "", rating: "" };
    render(<AppPreview {...filePreviewProps(app)} />);
    expect(await screen.findByText("No gallery page: the app has no gallery")).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Starlight Stories" });
    expect(within(card).queryByRole("img")).toBeNull();
    expect(screen.queryByRole("link", { name: "See all screenshots" })).toBeNull();
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("reports an address another app already has, as the build would", async () => {
    const app = newApp();
    group(part(app, "en"), "gallery").path = "/baby-lullabies";
    render(<AppPreview {...filePreviewProps(app)} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'content/apps/starlight-stories.yaml › gallery › path: "/baby-lullabies" is already the address of content/apps/baby-lullabies.yaml › gallery › path.',
    );
  });

  it("reports a list of the wrong length, as the build would", async () => {
    const app = saved("apps/baby-lullabies");
    group(part(app, "en"), "detail").badges = ["One", "Two", "Three", "Four", "Five"];
    render(<AppPreview {...filePreviewProps(app, "baby-lullabies")} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "content/apps/baby-lullabies.yaml › detail › badges: has 5 items, expected 1 to 4 items.",
    );
  });
});

describe("screenshots.yaml's preview", () => {
  it("shows every screenshot with its description and where it is shown", async () => {
    render(<ScreenshotsPreview {...filePreviewProps(saved("screenshots"), "screenshots")} />);
    const figure = (await screen.findByText("airplay")).closest("figure") as HTMLElement;
    expect(within(figure).getByRole("img", { name: /^The Play On screen/ })).toBeInTheDocument();
    expect(figure).toHaveTextContent(
      "Shown on Baby Lullabies's gallery page, Baby Lullabies's app page, under More screenshots.",
    );
  });

  it("reports a renamed slug that an app still names", async () => {
    const shots = saved("screenshots");
    // A slug is given in English; Decap copies it to the other languages' items (config.ts).
    for (const language of ["en", "es"] as const)
      (part(shots, language).screenshots as Values[])[3].slug = "timer";
    render(<ScreenshotsPreview {...filePreviewProps(shots, "screenshots")} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'content/apps/baby-lullabies.yaml › carousel › slides › item 3: "sleep-timer" is not a slug in content/screenshots.yaml.',
    );
  });
});
