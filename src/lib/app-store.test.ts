import { appStoreLink, smartAppBanner } from "./app-store";

describe("an app's App Store links", () => {
  it("go to its listing by ID once the ID is given", () => {
    expect(appStoreLink({ id: "1234567890", url: "https://apps.apple.com/" })).toBe(
      "https://apps.apple.com/app/id1234567890",
    );
    expect(smartAppBanner("1234567890")).toBe("app-id=1234567890");
  });

  it("go to the given address until then", () => {
    expect(appStoreLink({ id: null, url: "https://apps.apple.com/" })).toBe("https://apps.apple.com/");
  });
});
