import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import { APP_ADS_PATH, ASSET_LINKS_PATH, pressKitPath } from "../../src/lib/addresses";
import { loadContent } from "../content-files/content-folder";
import { SPECIFICATION_CONTENT_DIR as DIR } from "../content-files/current-content";
import { specificationContent } from "../test-utils/specification";
import { appSiteAssociation, publisherFiles } from "./publisher-files";

const content = loadContent(DIR);
const [app] = content.apps;
/** Bytes by their digest: Jest compares megabytes of bytes one by one, slowly. */
const digest = (bytes: Uint8Array | string | null | undefined) =>
  createHash("sha256")
    .update(bytes ?? "")
    .digest("hex");
const fingerprint = Array.from({ length: 32 }, () => "AB").join(":");

describe("what a publisher serves beside its pages", () => {
  it("publishes no Digital Asset Links or app-ads.txt while the content gives none", () => {
    const files = publisherFiles(content, DIR);
    expect(files[ASSET_LINKS_PATH]).toBeNull();
    expect(files[APP_ADS_PATH]).toBeNull();
  });

  it("names each Android app that opens the site's links, by its package and signing fingerprints", () => {
    const googlePlay = { id: "com.example.lullabies", buttonLabel: "Get it on Google Play" };
    const apps = [
      {
        ...app!,
        content: {
          ...app!.content,
          googlePlay: { ...googlePlay, appLinks: { sha256CertFingerprints: [fingerprint] } },
        },
      },
      { ...app!, slug: "listed-only", content: { ...app!.content, googlePlay } },
    ];
    const links = publisherFiles({ ...content, apps }, DIR)[ASSET_LINKS_PATH];
    expect(JSON.parse(String(links))).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: "com.example.lullabies",
          sha256_cert_fingerprints: [fingerprint],
        },
      },
    ]);
  });

  it("writes app-ads.txt with the content's lines, one per line", () => {
    const appAds = ["google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0", "CONTACT=ads@example.com"];
    const files = publisherFiles({ ...content, site: { ...content.site, appAds } }, DIR);
    expect(files[APP_ADS_PATH]).toBe(`${appAds[0]}\n${appAds[1]}\n`);
  });

  it("packs each app's icon and every screenshot its pages show, as their files are, the same each time", () => {
    const kit = publisherFiles(content, DIR)[pressKitPath(app!.slug)];
    expect(digest(kit)).toBe(digest(publisherFiles(content, DIR)[pressKitPath(app!.slug)]));
    const entries = unzipSync(kit as Uint8Array);
    const pictures = Object.fromEntries(
      content.screenshots.screenshots.map((shot) => [`${shot.slug}${path.extname(shot.image)}`, shot.image]),
    );
    expect(Object.keys(entries).sort()).toEqual([`${app!.slug}-icon.png`, ...Object.keys(pictures)].sort());
    expect(entries[`${app!.slug}-icon.png`]).toEqual(
      new Uint8Array(readFileSync(path.join(DIR, app!.content.icon))),
    );
    for (const [name, picture] of Object.entries(pictures))
      expect(digest(entries[name])).toBe(digest(readFileSync(path.join(DIR, picture))));
  });
});

const { app: specApp } = specificationContent();
const opening = (bundleId: string, paths: string[]) => ({
  ...specApp,
  appStore: { ...specApp.appStore, universalLinks: { teamId: "ABCDE12345", bundleId, openedPaths: paths } },
});

describe("apple-app-site-association", () => {
  it("names each app that opens addresses of the site, with the paths it opens", () => {
    const association = appSiteAssociation([
      opening("com.example.one", ["/one", "/one/*"]),
      specApp,
      opening("com.example.two", ["/two"]),
    ]);
    expect(JSON.parse(association ?? "null")).toEqual({
      applinks: {
        details: [
          { appIDs: ["ABCDE12345.com.example.one"], components: [{ "/": "/one" }, { "/": "/one/*" }] },
          { appIDs: ["ABCDE12345.com.example.two"], components: [{ "/": "/two" }] },
        ],
      },
    });
  });

  it("is not published while no app opens any", () => {
    expect(appSiteAssociation([specApp])).toBeNull();
  });
});
