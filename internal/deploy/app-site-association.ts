/**
 * apple-app-site-association: which apps open which of the site's addresses (universal links),
 * from the apps' files; Apple's devices fetch it as JSON, without redirects.
 */
import type { App } from "../../src/content-model/content";

export function appSiteAssociation(apps: readonly App[]) {
  const details = apps
    .flatMap(({ appStore: { universalLinks: links } }) => (links ? [links] : []))
    .map((links) => ({
      appIDs: [`${links.teamId}.${links.bundleId}`],
      components: links.openedPaths.map((path) => ({ "/": path })),
    }));
  return details.length > 0 ? { applinks: { details } } : undefined;
}
