import { render, screen } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { markFirstRenderDone } from "../../lib/server-html";
import { Themed } from "../../test-utils/render";
import { StaticContent } from "./StaticContent";

const renders = jest.fn();

function Paragraph({ text }: { readonly text: string }) {
  renders(text);
  return <p>{text}</p>;
}

const page = (text: string) => (
  <Themed>
    <StaticContent>
      <Paragraph text={text} />
    </StaticContent>
  </Themed>
);

/** The opened page as a build writes it: the rendered page inside Gatsby's focus wrapper. */
function builtPage(text: string): HTMLElement {
  const server = render(page(text));
  const html = server.container.innerHTML;
  server.unmount();
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${html}</div></div>`;
  return document.getElementById("gatsby-focus-wrapper") as HTMLElement;
}

describe("StaticContent", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
    renders.mockClear();
  });

  it("renders its children on a page rendered afresh", () => {
    render(page("Founded in Scottsdale"));
    expect(screen.getByText("Founded in Scottsdale")).toBeInTheDocument();
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it("keeps the built HTML of the opened page without rendering its children again", async () => {
    const wrapper = builtPage("Founded in Scottsdale");
    const paragraph = screen.getByText("Founded in Scottsdale");
    renders.mockClear();

    await act(async () => {
      hydrateRoot(wrapper, page("Founded in Scottsdale"));
    });

    expect(renders).not.toHaveBeenCalled();
    // The very element the visitor was reading, not a copy.
    expect(screen.getByText("Founded in Scottsdale")).toBe(paragraph);
  });

  // Last in the file: like the browser's, the first-render flag only ever goes one way.
  it("renders its children again once the opened page has been hydrated", async () => {
    const wrapper = builtPage("Founded in Scottsdale");
    markFirstRenderDone();
    renders.mockClear();

    await act(async () => {
      hydrateRoot(wrapper, page("Founded in Scottsdale"));
    });

    expect(renders).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Founded in Scottsdale")).toBeInTheDocument();
  });
});
