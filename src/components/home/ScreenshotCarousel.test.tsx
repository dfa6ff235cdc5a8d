import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderPage } from "../../test-utils/render";
import { threeSlides } from "../../test-utils/fixtures";
import { installBehaviours } from "../../behaviours";
import { CAROUSEL_INTERVAL_MS } from "../../behaviours/carousel";
import { ScreenshotCarousel } from "./ScreenshotCarousel";

const visibleSlide = () => screen.getByRole("group").getAttribute("aria-label");
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe("ScreenshotCarousel", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it("is a labelled carousel exposing only the visible slide, 1 of 3 first", () => {
    renderPage(<ScreenshotCarousel label="App screenshots" slides={threeSlides} />);
    const region = screen.getByRole("region", { name: "App screenshots" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(screen.getByRole("group")).toHaveAttribute("aria-roledescription", "slide");
    expect(visibleSlide()).toBe("1 of 3");
    expect(screen.getByRole("img", { name: threeSlides[0].alt })).toBeInTheDocument();
  });

  it(`moves on every ${CAROUSEL_INTERVAL_MS} ms and wraps from 3 back to 1, endlessly`, () => {
    renderPage(<ScreenshotCarousel label="App screenshots" slides={threeSlides} />);
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(visibleSlide()).toBe("1 of 3");
    advance(1);
    expect(visibleSlide()).toBe("2 of 3");
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toBe("3 of 3");
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toBe("1 of 3");
    advance(CAROUSEL_INTERVAL_MS * 4);
    expect(visibleSlide()).toBe("2 of 3");
  });

  it("stops when paused and starts again when played", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ScreenshotCarousel label="App screenshots" slides={threeSlides} />);
    await user.click(screen.getByRole("button", { name: "Pause slide show" }));
    // Move focus and pointer away: only the pause button should be holding it still.
    await user.unhover(screen.getByRole("region"));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlide()).toBe("1 of 3");
    await user.click(screen.getByRole("button", { name: "Play slide show" }));
    await user.unhover(screen.getByRole("region"));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toBe("2 of 3");
  });

  it("holds still while hovered and while focus is inside", () => {
    renderPage(<ScreenshotCarousel label="App screenshots" slides={threeSlides} />);
    const region = screen.getByRole("region");
    fireEvent.mouseEnter(region);
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlide()).toBe("1 of 3");
    fireEvent.mouseLeave(region);
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toBe("2 of 3");

    act(() => screen.getByRole("button", { name: "Next screenshot" }).focus());
    expect(visibleSlide()).toBe("2 of 3");
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlide()).toBe("2 of 3");
    act(() => screen.getByRole("button", { name: "Next screenshot" }).blur());
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toBe("3 of 3");
  });

  it("steps with the previous and next buttons, wrapping both ways", () => {
    renderPage(<ScreenshotCarousel label="App screenshots" slides={threeSlides} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous screenshot" }));
    expect(visibleSlide()).toBe("3 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Next screenshot" }));
    expect(visibleSlide()).toBe("1 of 3");
  });

  it("does not rotate for visitors who prefer reduced motion", () => {
    mockReducedMotion(true);
    renderPage(<ScreenshotCarousel label="App screenshots" slides={threeSlides} />);
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlide()).toBe("1 of 3");
    expect(screen.getByRole("button", { name: "Play slide show" })).toBeInTheDocument();
  });

  it("shows a single screenshot as it is, without a carousel's controls", () => {
    const [only] = threeSlides;
    renderPage(<ScreenshotCarousel label="App screenshots" slides={[only]} />);
    expect(screen.getByRole("img", { name: only.alt })).toBeInTheDocument();
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("turns through the screenshots an editor adds or removes while it is shown, as the preview draws it again", () => {
    const [first, second] = threeSlides;
    const { rerender } = renderPage(<ScreenshotCarousel label="App screenshots" slides={[first]} />);
    // The preview attaches the behaviours again after each render (src/editor/preview/PreviewFrame.tsx).
    const show = (slides: typeof threeSlides) => {
      rerender(<ScreenshotCarousel label="App screenshots" slides={slides} />);
      installBehaviours(document);
    };
    show([first, second]);
    fireEvent.click(screen.getByRole("button", { name: "Next screenshot" }));
    expect(visibleSlide()).toBe("2 of 2");
    show(threeSlides);
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toBe("2 of 3");
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlide()).toBe("3 of 3");
    show([first, second]);
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlide()).toBe("1 of 2");
  });
});
