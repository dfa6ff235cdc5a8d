import { specificationContent } from "../test-utils/specification";
import { appSiteAssociation } from "./app-site-association";

const { app } = specificationContent();
const opening = (bundleId: string, paths: string[]) => ({
  ...app,
  appStore: { ...app.appStore, universalLinks: { teamId: "ABCDE12345", bundleId, openedPaths: paths } },
});

describe("apple-app-site-association", () => {
  it("names each app that opens addresses of the site, with the paths it opens", () => {
    expect(
      appSiteAssociation([
        opening("com.example.one", ["/one", "/one/*"]),
        app,
        opening("com.example.two", ["/two"]),
      ]),
    ).toEqual({
      applinks: {
        details: [
          { appIDs: ["ABCDE12345.com.example.one"], components: [{ "/": "/one" }, { "/": "/one/*" }] },
          { appIDs: ["ABCDE12345.com.example.two"], components: [{ "/": "/two" }] },
        ],
      },
    });
  });

  it("is not published while no app opens any", () => {
    expect(appSiteAssociation([app])).toBeUndefined();
  });
});
