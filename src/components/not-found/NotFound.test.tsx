import { screen } from "@testing-library/react";
import { hook, MISSING_PAGE } from "../../behaviours/markup";
import { site } from "../../test-utils/fixtures";
import { renderPage } from "../../test-utils/render";
import { NotFound } from "./NotFound";

const { notFound } = site;

describe("NotFound", () => {
  it("says the page was not found and links home; marked as the 404 page, it logs the address tried", () => {
    const logged = jest.spyOn(console, "info").mockImplementation(() => undefined);
    window.history.pushState({}, "", "/nope");
    renderPage(<NotFound site={site} {...hook(MISSING_PAGE)} />);
    expect(screen.getByRole("heading", { level: 1, name: notFound.title })).toBeInTheDocument();
    expect(screen.getByText(notFound.text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: notFound.linkLabel })).toHaveAttribute("href", "/");
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route: /nope");
    logged.mockRestore();
  });

  it("logs nothing where it is not the 404 page (the editor's preview)", () => {
    const logged = jest.spyOn(console, "info").mockImplementation(() => undefined);
    renderPage(<NotFound site={site} />);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
