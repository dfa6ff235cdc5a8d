import { screen } from "@testing-library/react";
import { currentContent } from "../../../internal/content-files/current-content";
import { renderWithTheme } from "../../test-utils/render";
import { NotFound } from "./NotFound";

const { notFound } = currentContent().site;

describe("NotFound", () => {
  it("says the page was not found, links home and logs the attempted path once", () => {
    const logged = jest.spyOn(console, "info").mockImplementation(() => undefined);
    const { rerender } = renderWithTheme(<NotFound {...notFound} attemptedPath="/nope" />);
    expect(screen.getByRole("heading", { level: 1, name: notFound.title })).toBeInTheDocument();
    expect(screen.getByText(notFound.text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: notFound.linkLabel })).toHaveAttribute("href", "/");
    rerender(<NotFound {...notFound} attemptedPath="/nope" />);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route: /nope");
    logged.mockRestore();
  });
});
