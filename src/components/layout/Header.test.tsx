import { screen, within } from "@testing-library/react";
import { site } from "../../test-utils/fixtures";
import { renderPage } from "../../test-utils/render";
import { Header } from "./Header";

const renderHeader = () => renderPage(<Header site={site} />);

describe("Header", () => {
  it("links the company name to the home page", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: site.companyName })).toHaveAttribute("href", "/");
  });

  it("links each menu item to its home page section, and beside the menu the page in Spanish", () => {
    renderHeader();
    const nav = within(screen.getByRole("navigation", { name: "Main menu" }));
    const list = nav.getByRole("list", { hidden: true });
    expect(
      within(list)
        .getAllByRole("link", { hidden: true })
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(site.nav.map((item) => [item.label, `/#${item.section}`]));
    // Outside the folded menu, named in Spanish however little of its name a phone shows.
    const spanish = nav.getByRole("link", { name: "Español" });
    expect(list).not.toContainElement(spanish);
    expect(spanish).toHaveAttribute("href", "/es");
    expect(spanish).toHaveAttribute("lang", "es-US");
    expect(spanish).toHaveAttribute("hreflang", "es-US");
  });

  it("folds the links into a popover that the menu button opens without a script", () => {
    renderHeader();
    const button = screen.getByRole("button", { name: "Menu" });
    const list = screen.getByRole("list", { hidden: true });
    expect(list).toHaveAttribute("popover", "auto");
    expect(button).toHaveAttribute("popovertarget", list.id);
  });
});
