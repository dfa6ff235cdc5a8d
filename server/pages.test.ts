/**
 * @jest-environment node
 */
import { COLOR_SCHEME_RULES, theme } from "../src/styles/theme";
import {
  badRequestPage,
  methodNotAllowedPage,
  notAFormPostPage,
  notSavedPage,
  repeatedFieldPage,
  serverErrorPage,
  thankYouPage,
  tooLongPage,
  unknownFormPage,
} from "./pages";

const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const link = (html: string) => /<a href="([^"]*)">([^<]*)<\/a>/.exec(html)?.slice(1);

describe("the server's pages", () => {
  it("thanks the visitor, with a way back to the page they came from", () => {
    const { status, html } = thankYouPage("/baby-lullabies-app");
    expect(status).toBe(200);
    expect(heading(html)).toBe("Thank you!");
    expect(html).toContain("Your form submission has been received.");
    expect(link(html)).toEqual(["/baby-lullabies-app", "← Back to our site"]);
  });

  it.each([
    [
      tooLongPage("/p"),
      413,
      "Your message is too long",
      /Your message is too long, so it was not sent\. .*5,000 characters/,
    ],
    [notAFormPostPage("/p"), 415, "This was not a form post", /nothing was sent/],
    [unknownFormPage("/p"), 404, "Form not found", /no form by that name, so nothing was sent/],
    [repeatedFieldPage("/p", "email"), 400, "Your message was not sent", /“email” more than once/],
    [notSavedPage("/p"), 500, "Your message was not sent", /Your message was not sent\. Please try again/],
  ])("refuses a post in plain words, never claiming it was sent (%#)", (page, status, title, words) => {
    expect(page.status).toBe(status);
    expect(heading(page.html)).toBe(title);
    expect(page.html).toMatch(words);
    expect(page.html).not.toContain("received");
    expect(link(page.html)?.[0]).toBe("/p");
  });

  it.each([
    [methodNotAllowedPage(), 405],
    [badRequestPage(), 400],
    [serverErrorPage(), 500],
  ])("answers other requests it cannot serve with a way home (%#)", (page, status) => {
    expect(page.status).toBe(status);
    expect(link(page.html)).toEqual(["/", "← Back to our site"]);
  });

  it("shares the site's look, in both colour schemes, and keeps out of search results", () => {
    for (const page of [thankYouPage("/"), notSavedPage("/"), methodNotAllowedPage()]) {
      expect(page.html).toContain('<html lang="en">');
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      expect(page.html).toContain(`background: ${theme.colors.night}`);
      expect(page.html).toContain(COLOR_SCHEME_RULES);
    }
  });

  it("never leads back off the site", () => {
    expect(link(thankYouPage("//evil.example/x").html)?.[0]).toBe("/");
    expect(link(notSavedPage("//evil.example/x").html)?.[0]).toBe("/");
  });

  it("escapes what it repeats", () => {
    const { html } = repeatedFieldPage('/"><script>', "<b>");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
  });
});
