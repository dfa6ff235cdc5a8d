/**
 * What an app publisher's site serves beside its pages, made from the content: each file's bytes
 * by its address, or null where the content gives none (public/ outlives a build, so a file the
 * content no longer asks for must go).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import type { Content } from "../content-files/content-folder";
import {
  APP_ADS_PATH,
  APP_SITE_ASSOCIATION_PATH,
  ASSET_LINKS_PATH,
  pressKitFileName,
  pressKitIconName,
  pressKitPath,
} from "../../src/lib/addresses";
import { appScreenshots } from "../../src/lib/app-screenshots";

/**
 * apple-app-site-association: which apps open which of the site's addresses (universal links);
 * Apple's devices fetch it as JSON, without redirects.
 */
export function appSiteAssociation(apps: ReadonlyArray<Content["apps"][number]["content"]>) {
  const details = apps
    .flatMap(({ appStore: { universalLinks: links } }) => (links ? [links] : []))
    .map((links) => ({
      appIDs: [`${links.teamId}.${links.bundleId}`],
      components: links.openedPaths.map((path) => ({ "/": path })),
    }));
  return details.length > 0 ? JSON.stringify({ applinks: { details } }) : null;
}

/** Google's Digital Asset Links: the apps that open the site's addresses on Android (App Links). */
function assetLinks(apps: Content["apps"]) {
  const statements = apps.flatMap(({ content: { googlePlay } }) => {
    if (!googlePlay?.appLinks) return [];
    const target = {
      namespace: "android_app",
      package_name: googlePlay.id,
      sha256_cert_fingerprints: googlePlay.appLinks.sha256CertFingerprints,
    };
    return [{ relation: ["delegate_permission/common.handle_all_urls"], target }];
  });
  return statements.length > 0 ? JSON.stringify(statements) : null;
}

/**
 * An app's press kit: its icon and every screenshot its pages show, as their files are, named by
 * the app's slug and theirs. Stored, not compressed again (pictures are), with one time for every
 * entry, so that the same content makes the same bytes.
 */
function pressKit({ slug, content: app }: Content["apps"][number], content: Content, contentDir: string) {
  const images = new Map(content.screenshots.screenshots.map((shot) => [shot.slug, shot.image]));
  const entries = [
    [pressKitIconName(slug), app.icon] as const,
    // The content check has made sure each named screenshot is in screenshots.yaml.
    ...appScreenshots(app, (shot) => shot).map((shot) => [shot, images.get(shot) ?? ""] as const),
  ].map(([name, image]) => [pressKitFileName(name, image), readFileSync(path.join(contentDir, image))]);
  return zipSync(Object.fromEntries(entries), { level: 0, mtime: "2026-01-01" });
}

export function publisherFiles(
  content: Content,
  contentDir: string,
): Record<string, string | Uint8Array | null> {
  const { appAds } = content.site;
  return {
    [APP_SITE_ASSOCIATION_PATH]: appSiteAssociation(content.apps.map((app) => app.content)),
    [ASSET_LINKS_PATH]: assetLinks(content.apps),
    [APP_ADS_PATH]: appAds ? `${appAds.join("\n")}\n` : null,
    ...Object.fromEntries(
      content.apps.map((app) => [pressKitPath(app.slug), pressKit(app, content, contentDir)]),
    ),
  };
}
