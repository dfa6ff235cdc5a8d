import { render, screen, within } from "@testing-library/react";
import { DirectoryPreview } from "./DirectoryPreview";
import { LullabyAppPreview } from "./LullabyAppPreview";
import { PREVIEWS, registerPreviews } from "./register-previews";
import { ScreenshotsPreview } from "./ScreenshotsPreview";
import { SitePreview } from "./SitePreview";
import { assetUrl, previewProps, saved, type Values } from "../../test-utils/preview-props";
import { cmsConfig } from "../config";
import { CMS_BACKEND } from "../backend";
import { contentFiles } from "../../content/content-files";

const group = (values: Values, name: string) => values[name] as Values;

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
  it("are registered for every file the editor edits, under the file's name", () => {
    const names: string[] = [];
    registerPreviews({ registerPreviewTemplate: (name) => names.push(name) });
    const [collection] = cmsConfig(contentFiles, CMS_BACKEND).collections;
    expect(names).toEqual(collection.files.map((file) => file.name));
    expect(PREVIEWS.map(([spec]) => spec)).toEqual(contentFiles);
  });
});

describe("site.yaml's preview", () => {
  it("shows the header, the home page's sections, the footer and the 404 page from the values", () => {
    const site = saved("site");
    group(site, "hero").heading = "Calm products from Scottsdale";
    render(<SitePreview {...previewProps(site)} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Calm products from Scottsdale" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Camelback Digital" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("heading", { level: 2, name: "About Us" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Get In Touch" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Camelback Digital. All rights reserved.");
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Camelback Digital logo, a mountain under a crescent moon" }),
    ).toBeInTheDocument();
  });

  // The global styles too, in a browser (e2e/editor-preview.spec.ts): under Jest, styled-components'
  // Node build injects none.
  it("writes the site's styles into the preview frame's document, not the editor's", () => {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    const frameDocument = frame.contentDocument as Document;
    const styles = (doc: Document) =>
      [...doc.head.querySelectorAll("style")].map((style) => style.textContent).join("");
    const before = styles(document);
    render(<SitePreview {...previewProps(saved("site"))} document={frameDocument} />);
    expect(styles(frameDocument)).toMatch(/position:fixed;/);
    expect(styles(document)).toBe(before);
    frame.remove();
  });

  it("says what is wrong, in the build's words, instead of showing half a page", () => {
    const site = saved("site");
    group(site, "hero").heading = "";
    render(<SitePreview {...previewProps(site)} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The site cannot show this yet: 1 problem");
    expect(within(alert).getByRole("listitem")).toHaveTextContent(
      "content/site.yaml › hero › heading: the text is empty. Expected a text.",
    );
    expect(screen.queryByRole("banner")).toBeNull();
  });

  it("keeps what a component throws inside the pane, and tries again on the next change", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const props = previewProps(saved("site"));
    const { rerender } = render(
      <SitePreview
        {...props}
        getAsset={() => {
          throw new Error("The logo could not be read.");
        }}
      />,
    );
    const failure = { name: "The preview could not be shown" };
    expect(screen.getByRole("alert", failure)).toHaveTextContent("The logo could not be read.");
    rerender(<SitePreview {...previewProps(saved("site"))} />);
    expect(screen.queryByRole("alert", failure)).toBeNull();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    errors.mockRestore();
  });
});

describe("directory.yaml's preview", () => {
  it("shows its card under its heading in the Products section", async () => {
    const directory = saved("directory");
    directory.name = "Botox Finder";
    render(<DirectoryPreview {...previewProps(directory)} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading the saved content");
    const card = await screen.findByRole("article", { name: "Botox Finder" });
    expect(within(card).getByRole("link", { name: "Visit Website (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://botox-provider-directory.example.com/",
    );
    expect(screen.getByRole("heading", { level: 3, name: "Web Platforms" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Our Products" })).toBeInTheDocument();
  });

  it("says so when the saved content it needs cannot be loaded", async () => {
    const props = previewProps(saved("directory"));
    render(<DirectoryPreview {...props} getCollection={() => Promise.reject(new Error("offline"))} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load content/site.yaml: offline");
  });
});

describe("lullaby-app.yaml's preview", () => {
  it("shows the app's card, its gallery and its page with the screenshots it names", async () => {
    const app = saved("lullaby-app");
    group(app, "gallery").title = "Sleepy Sounds";
    render(<LullabyAppPreview {...previewProps(app)} />);
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

  it("reports a list of the wrong length, as the build would", async () => {
    const app = saved("lullaby-app");
    group(app, "detail").badges = ["One", "Two", "Three", "Four"];
    render(<LullabyAppPreview {...previewProps(app)} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "content/lullaby-app.yaml › detail › badges: has 4 items, expected exactly 3 items.",
    );
  });
});

describe("screenshots.yaml's preview", () => {
  it("shows every screenshot with its description and where it is shown", async () => {
    render(<ScreenshotsPreview {...previewProps(saved("screenshots"))} />);
    const figure = (await screen.findByText("airplay")).closest("figure") as HTMLElement;
    expect(within(figure).getByRole("img", { name: /^The Play On screen/ })).toBeInTheDocument();
    expect(figure).toHaveTextContent("Shown on the gallery page, the app page's More screenshots.");
  });

  it("reports a renamed slug that the app still names", async () => {
    const shots = saved("screenshots");
    (shots.screenshots as Values[])[3].slug = "timer";
    render(<ScreenshotsPreview {...previewProps(shots)} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'content/lullaby-app.yaml › carousel › slides › item 3: "sleep-timer" is not a slug in content/screenshots.yaml.',
    );
  });
});
