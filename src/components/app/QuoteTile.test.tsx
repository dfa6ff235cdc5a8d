import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test-utils/render";
import { QuoteTile } from "./QuoteTile";

// The tile is display:none by default (jsdom has no viewport), so queries include hidden elements.
describe("QuoteTile", () => {
  it("is a quote with its author and the rating in words", () => {
    renderWithTheme(<QuoteTile text="Works every night." author="A happy parent" rating={5} />);
    expect(screen.getByRole("blockquote", { hidden: true })).toHaveTextContent("Works every night.");
    expect(screen.getByRole("figure", { hidden: true })).toHaveTextContent("— A happy parent");
    expect(screen.getByRole("figure", { hidden: true })).toHaveTextContent("5 out of 5 stars");
  });

  it("is removed below 1024 px and shown from 1024 px", () => {
    renderWithTheme(<QuoteTile text="Works every night." author="A happy parent" rating={5} />);
    const tile = screen.getByRole("figure", { hidden: true });
    expect(tile).toHaveStyleRule("display", "none");
    expect(tile).toHaveStyleRule("display", "grid", { media: "(min-width:1024px)" });
  });
});
