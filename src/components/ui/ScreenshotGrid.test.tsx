import { screen, within } from "@testing-library/react";
import { threeSlides } from "../../test-utils/fixtures";
import { renderWithTheme } from "../../test-utils/render";
import { ScreenshotGrid } from "./ScreenshotGrid";

describe("ScreenshotGrid", () => {
  it("lists each screenshot with its description, the first ones loaded at once, the first first", () => {
    renderWithTheme(<ScreenshotGrid screenshots={threeSlides} layout="gallery" sizes="50vw" eager={2} />);
    const cells = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(cells.map((cell) => within(cell).getByRole("img").getAttribute("alt"))).toEqual(
      threeSlides.map((shot) => shot.alt),
    );
    expect(cells.map((cell) => within(cell).getByRole("img").getAttribute("loading"))).toEqual([
      "eager",
      "eager",
      "lazy",
    ]);
    expect(cells.map((cell) => within(cell).getByRole("img").getAttribute("fetchpriority"))).toEqual([
      "high",
      null,
      null,
    ]);
  });

  it("has two columns in the gallery at every width, four in a strip from the md breakpoint", () => {
    const { rerender } = renderWithTheme(
      <ScreenshotGrid screenshots={threeSlides} layout="gallery" sizes="50vw" />,
    );
    const list = screen.getByRole("list");
    expect(list).toHaveStyleRule("grid-template-columns", "repeat(2,minmax(0,1fr))");
    expect(list).not.toHaveStyleRule("grid-template-columns", expect.anything(), {
      media: "(min-width:768px)",
    });
    rerender(<ScreenshotGrid screenshots={threeSlides} layout="strip" sizes="25vw" />);
    expect(screen.getByRole("list")).toHaveStyleRule("grid-template-columns", "repeat(4,minmax(0,1fr))", {
      media: "(min-width:768px)",
    });
  });
});
