import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test-utils/render";
import { NotFound } from "./NotFound";

describe("NotFound", () => {
  it("says the page was not found, links home and logs the attempted path once", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { rerender } = renderWithTheme(
      <NotFound title="Oops! Page not found" text="Gone." linkLabel="Return to Home" attemptedPath="/nope" />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    rerender(
      <NotFound title="Oops! Page not found" text="Gone." linkLabel="Return to Home" attemptedPath="/nope" />,
    );
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route: /nope");
    errors.mockRestore();
  });
});
