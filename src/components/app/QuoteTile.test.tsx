import { screen } from "@testing-library/react";
import { app } from "../../test-utils/fixtures";
import { renderWithTheme } from "../../test-utils/render";
import { QuoteTile } from "./QuoteTile";

const { quote } = app.detail;

// The tile is display:none by default (jsdom has no viewport), so queries include hidden elements.
describe("QuoteTile", () => {
  it("is a quote with its author and the rating in words", () => {
    renderWithTheme(<QuoteTile {...quote} />);
    expect(screen.getByRole("blockquote", { hidden: true })).toHaveTextContent(quote.text);
    expect(screen.getByRole("figure", { hidden: true })).toHaveTextContent(`— ${quote.author}`);
    expect(screen.getByRole("figure", { hidden: true })).toHaveTextContent(`${quote.rating} out of 5 stars`);
  });

  it("is removed below 1024 px and shown from 1024 px", () => {
    renderWithTheme(<QuoteTile {...quote} />);
    const tile = screen.getByRole("figure", { hidden: true });
    expect(tile).toHaveStyleRule("display", "none");
    expect(tile).toHaveStyleRule("display", "grid", { media: "(min-width:1024px)" });
  });
});
