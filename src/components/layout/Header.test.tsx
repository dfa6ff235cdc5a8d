import { fireEvent, screen, within } from "@testing-library/react";
import { imageFixture, navFixture } from "../../test-utils/fixtures";
import { renderWithTheme } from "../../test-utils/render";
import { Header } from "./Header";

const renderHeader = () =>
  renderWithTheme(
    <Header companyName="Camelback Digital" logo={imageFixture("logo", 40)} nav={navFixture} />,
  );

describe("Header", () => {
  it("links the company name to the home page", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Camelback Digital" })).toHaveAttribute("href", "/");
  });

  it("links About, Products and Contact to their home page sections", () => {
    renderHeader();
    // jsdom has no viewport width, so the phone layout applies: open the menu first.
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const menu = within(screen.getByRole("navigation", { name: "Main menu" }));
    expect(menu.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["About", "/#about"],
      ["Products", "/#products"],
      ["Contact", "/#contact"],
    ]);
  });

  it("opens and closes the phone menu with its button and Escape", () => {
    renderHeader();
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes the phone menu when a link is chosen", () => {
    renderHeader();
    const button = screen.getByRole("button", { name: "Menu" });
    expect(screen.queryByRole("link", { name: "Products" })).not.toBeInTheDocument();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("link", { name: "Products" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Products" })).not.toBeInTheDocument();
  });
});
