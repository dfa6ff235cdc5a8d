import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { installBehaviours } from "../../behaviours";
import { site } from "../../test-utils/fixtures";
import { renderPage, Themed } from "../../test-utils/render";
import { Footer } from "./Footer";

const { companyName, footer } = site;

describe("Footer", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the copyright notice with the visitor's current year", () => {
    jest.useFakeTimers({ now: new Date("2031-06-01T12:00:00Z") });
    renderPage(<Footer site={site} apps={[]} buildYear={2026} />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© 2031 ${companyName}. ${footer.notice}`);
  });

  it("links the privacy policy and each app's press kit", () => {
    const pressKit = { path: "/baby-lullabies-press", linkLabel: "Baby Lullabies press kit" };
    renderPage(
      <Footer
        site={site}
        apps={[{ slug: "baby-lullabies", name: "Baby Lullabies", position: 1, press: pressKit }]}
        buildYear={2026}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [site.privacy.linkLabel, site.privacy.path],
      [pressKit.linkLabel, pressKit.path],
    ]);
  });

  it("links the press kits in the home page's order, whatever order the apps come in", () => {
    const app = (name: string, position: number | null) => ({
      slug: name.toLowerCase(),
      name,
      position,
      press: { path: `/${name.toLowerCase()}-press`, linkLabel: `${name} press kit` },
    });
    renderPage(
      <Footer site={site} apps={[app("Zebra", null), app("Moon", 2), app("Sun", 1)]} buildYear={2026} />,
    );
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      site.privacy.linkLabel,
      "Sun press kit",
      "Moon press kit",
      "Zebra press kit",
    ]);
  });

  it("hydrates the build year without a mismatch, then shows the current year", async () => {
    jest.useFakeTimers({ now: new Date("2032-01-02T00:00:00Z") });
    const ui = (
      <Themed>
        <Footer site={site} apps={[]} buildYear={2026} />
      </Themed>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    expect(container).toHaveTextContent("© 2026");

    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    // Testing Library's own hydration, so that its cleanup removes this page before the next test.
    render(ui, { container, hydrate: true });
    installBehaviours(document);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container).toHaveTextContent(`© 2032 ${companyName}. ${footer.notice}`);
  });
});
