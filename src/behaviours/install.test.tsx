import { act, fireEvent, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { ContactForm } from "../components/contact/ContactForm";
import { ScreenshotCarousel } from "../components/home/ScreenshotCarousel";
import { Footer } from "../components/layout/Footer";
import { NotFound } from "../components/not-found/NotFound";
import { PageLanguage } from "../components/layout/page-language";
import { site, threeSlides } from "../test-utils/fixtures";
import { Themed } from "../test-utils/render";
import { CAROUSEL_INTERVAL_MS } from "./carousel";
import { hook, MISSING_PAGE } from "./markup";
import { installBehaviours } from "./index";

/**
 * The built pages carry no React: their HTML comes from the server, and the behaviours attach to
 * it. So this renders the components to HTML, puts that in a plain document and runs only
 * `installBehaviours`, as the page's inline script does.
 */
function builtPage(ui: React.ReactElement): void {
  const sheet = new ServerStyleSheet();
  const html = renderToStaticMarkup(sheet.collectStyles(<Themed>{ui}</Themed>));
  document.head.innerHTML = sheet.getStyleTags();
  document.body.innerHTML = html;
  sheet.seal();
}

describe("behaviours on server-rendered HTML, without React", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date("2033-03-03T12:00:00Z") });
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.lang = "";
  });

  it("turn the carousel, show the visitor's year and check the form", () => {
    builtPage(
      <>
        <ScreenshotCarousel label="Screenshots" slides={threeSlides} />
        <ContactForm privacy={site.privacy} />
        <Footer site={site} apps={[]} buildYear={2026} />
      </>,
    );
    installBehaviours(document);

    expect(screen.getByRole("group")).toHaveAccessibleName("1 of 3");
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(screen.getByRole("group")).toHaveAccessibleName("2 of 3");

    expect(screen.getByRole("contentinfo")).toHaveTextContent(`© 2033 ${site.companyName}.`);

    const message = screen.getByRole("textbox", { name: "Message" });
    fireEvent.input(message, { target: { value: "Hi there" } });
    expect(screen.getByText("8 of 5,000 characters")).toBeInTheDocument();
    expect(screen.getByText("Please write at least 10 characters")).toBeInTheDocument();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    screen.getByRole("form").dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(screen.getByRole("alert")).toHaveTextContent("Please confirm you are human.");
  });

  it("speak the page's language: a Spanish page's controls, count, hint and errors are in Spanish", () => {
    document.documentElement.lang = "es";
    builtPage(
      <PageLanguage.Provider value="es">
        <ScreenshotCarousel label="Capturas" slides={threeSlides} />
        <ContactForm privacy={site.privacy} />
      </PageLanguage.Provider>,
    );
    installBehaviours(document);

    expect(screen.getByRole("group")).toHaveAccessibleName("1 de 3");
    fireEvent.click(screen.getByRole("button", { name: "Pausar la presentación" }));
    expect(screen.getByRole("button", { name: "Reproducir la presentación" })).toBeInTheDocument();
    fireEvent.input(screen.getByRole("textbox", { name: "Mensaje" }), { target: { value: "Hola" } });
    expect(screen.getByText("4 de 5,000 caracteres")).toBeInTheDocument();
    expect(screen.getByText("Por favor, escriba al menos 10 caracteres")).toBeInTheDocument();
    screen
      .getByRole("form", { name: "Envíenos un mensaje" })
      .dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(screen.getByRole("alert")).toHaveTextContent("Por favor, confirme que es una persona.");
  });

  it("log the address of a missing page", () => {
    const logged = jest.spyOn(console, "info").mockImplementation(() => undefined);
    builtPage(<NotFound site={site} {...hook(MISSING_PAGE)} />);
    window.history.replaceState(null, "", "/no-such-page");
    installBehaviours(document);
    expect(logged).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route: /no-such-page",
    );
    logged.mockRestore();
    window.history.replaceState(null, "", "/");
  });
});
