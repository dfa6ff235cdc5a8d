import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test-utils/render";
import { ErrorBoundary } from "./ErrorBoundary";

function Broken(): never {
  throw new Error("boom");
}

describe("ErrorBoundary", () => {
  it("shows the error message instead of a blank page when rendering fails", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithTheme(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toBeInTheDocument();
    errors.mockRestore();
  });

  it("renders its children when nothing fails", () => {
    renderWithTheme(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeInTheDocument();
    expect(screen.queryByText("Unexpected Application Error!")).not.toBeInTheDocument();
  });

  it("tries again when the page changes", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { rerender } = renderWithTheme(
      <ErrorBoundary resetKey="/broken">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/fine">
        <p>Another page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Another page")).toBeInTheDocument();
    errors.mockRestore();
  });
});
