import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STORAGE_KEYS } from "../../lib/contact-form/history-storage";
import { FIELD_MAX_LENGTH } from "../../lib/contact-form/field-lengths";
import { site } from "../../test-utils/fixtures";
import { PageLanguage } from "../layout/page-language";
import { renderPage } from "../../test-utils/render";
import { ContactForm } from "./ContactForm";

const NOW = new Date("2030-05-05T10:00:00Z").getTime();

/** Records whether the browser would have posted the form (jsdom cannot navigate). */
function watchSubmissions() {
  const posted: boolean[] = [];
  const listener = (event: Event) => {
    posted.push(!event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener("submit", listener);
  return { posted, stop: () => window.removeEventListener("submit", listener) };
}

async function fillValidForm(
  user: ReturnType<typeof userEvent.setup>,
  message = "Hello, I have a question.",
) {
  await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
  await user.type(screen.getByRole("textbox", { name: "Message" }), message);
  await user.click(screen.getByRole("checkbox", { name: "I confirm I am a human and not a robot" }));
}

describe("ContactForm", () => {
  let submissions: ReturnType<typeof watchSubmissions>;
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    localStorage.clear();
    submissions = watchSubmissions();
  });
  afterEach(() => {
    submissions.stop();
    jest.useRealTimers();
  });

  it("is marked for Netlify Forms with its hidden fields and honeypot", () => {
    const { container } = renderPage(<ContactForm privacy={site.privacy} />);
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("name", "Contact");
    expect(form).toHaveAttribute("method", "POST");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("netlify-honeypot", "bot-field");
    expect(container.querySelector('input[type="hidden"][name="form-name"]')).toHaveValue("Contact");
    expect(container.querySelector('input[name="bot-field"]')).not.toBeVisible();
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveValue("en");
  });

  it("on a Spanish page, speaks Spanish and posts the page's language", () => {
    const { container } = renderPage(
      <PageLanguage.Provider value="es">
        <ContactForm privacy={site.privacy} />
      </PageLanguage.Provider>,
    );
    expect(screen.getByRole("form", { name: "Envíenos un mensaje" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Correo electrónico" })).toHaveAttribute(
      "placeholder",
      "Su correo electrónico",
    );
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toBeInTheDocument();
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveValue("es");
  });

  it("caps every field at the length the server accepts, and shows the message's limit", () => {
    renderPage(<ContactForm privacy={site.privacy} />);
    for (const [name, max] of [
      ["Name", FIELD_MAX_LENGTH.name],
      ["Email", FIELD_MAX_LENGTH.email],
      ["Phone (optional)", FIELD_MAX_LENGTH.phone],
      ["Message", FIELD_MAX_LENGTH.message],
    ] as const) {
      expect(screen.getByRole("textbox", { name })).toHaveAttribute("maxlength", String(max));
    }
    expect(
      screen.getByText(`0 of ${FIELD_MAX_LENGTH.message.toLocaleString("en-US")} characters`),
    ).toBeInTheDocument();
  });

  it("has labelled fields with the specified placeholders", () => {
    renderPage(<ContactForm privacy={site.privacy} />);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("placeholder", "Your Name");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("placeholder", "Your Email");
    expect(screen.getByRole("textbox", { name: "Phone (optional)" })).toHaveAttribute(
      "placeholder",
      "Your Phone Number (optional)",
    );
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAttribute(
      "placeholder",
      "Your Message (minimum 10 characters)",
    );
    expect(screen.getByRole("button", { name: "Send Message" })).toHaveAccessibleDescription(
      `${site.privacy.formNote} ${site.privacy.linkLabel}`,
    );
  });

  it("counts the message and hints while 1 to 9 characters are typed", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ContactForm privacy={site.privacy} />);
    expect(screen.getByText("0 of 5,000 characters")).toBeInTheDocument();
    expect(screen.queryByText("Please write at least 10 characters")).not.toBeInTheDocument();
    const message = screen.getByRole("textbox", { name: "Message" });
    await user.type(message, "Hi");
    expect(screen.getByText("2 of 5,000 characters")).toBeInTheDocument();
    expect(screen.getByText("Please write at least 10 characters")).toBeInTheDocument();
    await user.type(message, " there!!");
    expect(screen.getByText("10 of 5,000 characters")).toBeInTheDocument();
    expect(screen.queryByText("Please write at least 10 characters")).not.toBeInTheDocument();
  });

  it("blocks an unconfirmed submission with the human message", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ContactForm privacy={site.privacy} />);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "A long enough message");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please confirm you are human.");
    expect(submissions.posted).toEqual([false]);
    expect(localStorage.getItem(STORAGE_KEYS.attempts)).toBeNull();
  });

  it("blocks a short message", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ContactForm privacy={site.privacy} />);
    await fillValidForm(user, "Too short");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please write a more detailed message (at least 10 characters).",
    );
    expect(submissions.posted).toEqual([false]);
  });

  it("posts a valid message, records it and clears the error", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ContactForm privacy={site.privacy} />);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please confirm you are human.");
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(submissions.posted).toEqual([false, true]);
    expect(screen.getByRole("alert")).toHaveTextContent("");
    expect(localStorage.getItem(STORAGE_KEYS.attempts)).toBe("1");
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastSubmittedAt))).toBeGreaterThanOrEqual(NOW);
  });

  it("leaves name and email to the browser's own checks after the specified ones", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ContactForm privacy={site.privacy} />);
    await user.type(screen.getByRole("textbox", { name: "Message" }), "A long enough message");
    await user.click(screen.getByRole("checkbox", { name: "I confirm I am a human and not a robot" }));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(submissions.posted).toEqual([false]);
    expect(screen.getByRole("textbox", { name: "Name" })).toBeInvalid();
    expect(localStorage.getItem(STORAGE_KEYS.attempts)).toBeNull();
  });

  it("asks to wait within 10 seconds of the last submission", async () => {
    localStorage.setItem(STORAGE_KEYS.attempts, "1");
    localStorage.setItem(STORAGE_KEYS.lastSubmittedAt, String(NOW - 5_000));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ContactForm privacy={site.privacy} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please wait before submitting again.");
    expect(submissions.posted).toEqual([false]);
    expect(localStorage.getItem(STORAGE_KEYS.attempts)).toBe("1");
  });

  it("refuses a fourth submission within the hour", async () => {
    localStorage.setItem(STORAGE_KEYS.attempts, "3");
    localStorage.setItem(STORAGE_KEYS.lastSubmittedAt, String(NOW - 60_000));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ContactForm privacy={site.privacy} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Too many submissions. Please try again later.");
    expect(submissions.posted).toEqual([false]);
  });

  it("still submits when storage throws", async () => {
    const spy = jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ContactForm privacy={site.privacy} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(submissions.posted).toEqual([true]);
    spy.mockRestore();
  });
});
