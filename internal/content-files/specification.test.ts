/**
 * @jest-environment node
 */
import { CAROUSEL_INTERVAL_MS } from "../../src/behaviours/carousel";
import { SUBMISSION_LIMITS } from "../../src/lib/contact-form/rules";
import { groupHeading, sitePages, specificationContent } from "../test-utils/specification";

// The specification's counts, routes and texts (docs/spec.md §2 and §9), held by its frozen
// content, on which the browser tests and screenshot baselines build its site, and by the code.
describe("the specification's site", () => {
  const { app, directory, site } = specificationContent();

  it("has its three routes besides the 404 page, and the pages a publisher hosts", () => {
    expect(sitePages()).toEqual({
      home: "/",
      gallery: "/baby-lullabies",
      app: "/baby-lullabies-app",
      privacy: "/privacy",
      appPrivacy: "/baby-lullabies-privacy",
      appSupport: "/baby-lullabies-support",
      appAccessibility: "/baby-lullabies-accessibility",
      appPress: "/baby-lullabies-press",
    });
  });

  it("turns 3 screenshots every 2200 ms in Baby Lullabies's card, linked by App Details", () => {
    expect(app.name).toBe("Baby Lullabies");
    expect(app.carousel.slides).toHaveLength(3);
    expect(CAROUSEL_INTERVAL_MS).toBe(2200);
    expect(app.detailsLinkLabel).toBe("App Details");
  });

  it("shows six screenshots in the gallery", () => {
    expect(app.gallery.screenshots).toHaveLength(6);
  });

  it("gives the app page its headline, three badges and the App Store button", () => {
    expect(app.detail.headline).toBe("Lullabies & Soothing Sounds");
    expect(app.detail.badges).toEqual(["Lullabies & White Noise", "Sleep Timer", "AirPlay & Bluetooth"]);
    expect(app.appStore.buttonLabel).toBe("Download on the App Store");
    expect(app.detail.quote.rating).toBe(5);
  });

  it("groups the directory under Web Platforms and the app under iOS Applications", () => {
    expect(groupHeading("web-platforms")).toBe("Web Platforms");
    expect(groupHeading("apps")).toBe("iOS Applications");
    expect(directory.name).toMatch(/Botox/);
    expect(site.contact.heading).toBe("Get In Touch");
  });

  it("limits the contact form as §9 says", () => {
    expect(SUBMISSION_LIMITS).toEqual({
      minMessageLength: 10,
      minGapMs: 10_000,
      maxAttempts: 3,
      windowMs: 3_600_000,
    });
  });
});
