import { HomePage } from "../../components/home/HomePage";
import { Layout } from "../../components/layout/Layout";
import { NotFound } from "../../components/not-found/NotFound";
import { PolicyPage } from "../../components/policy/PolicyPage";
import { pageTitle } from "../../components/seo/Seo";
import { RELEASES_FEED_PATH } from "../../lib/addresses";
import { newest } from "../../lib/releases";
import { appsCollection, siteFile, webPlatformsCollection } from "../../content-model/content";
import { PageLabel } from "./PreviewFrame";
import { previewTemplate, siteOf, type PreviewData } from "./preview-template";

/**
 * site.yaml: the home page with the header and footer of every page, the privacy policy, the 404
 * page and the releases' words. The apps' cards show without their screenshots: Decap finds a
 * picture in the media folder of the entry being edited (config.ts, MEDIA_FOLDERS), and
 * site.yaml's is not the screenshots'. Each app's own preview shows its card with them. The footer
 * shows this year, as the built pages do.
 */
function SitePages({ data }: { readonly data: PreviewData }) {
  const { site, apps, webPlatforms } = siteOf(data);
  // The heading of the first app's newest release, as its page shows it.
  const whatsNew = [site.releases.newest, apps[0] && newest(apps[0].releases).version]
    .filter(Boolean)
    .join(" ");
  return (
    <>
      <Layout site={site} buildYear={new Date().getFullYear()} apps={apps}>
        <PageLabel>
          {`Home page, with the header and footer of every page. Its cards are edited under ${appsCollection.label} and ${webPlatformsCollection.label}; each app's preview shows its screenshots`}
        </PageLabel>
        <HomePage
          site={site}
          apps={apps.map((app) => ({ ...app, carousel: null }))}
          webPlatforms={webPlatforms}
        />
      </Layout>
      <PageLabel>{`Privacy policy ${site.privacy.path} · tab title: ${pageTitle(site.privacy.title, site.companyName)}`}</PageLabel>
      <PolicyPage policy={site.privacy} site={site} />
      <PageLabel>The page for an address the site does not have (404)</PageLabel>
      <NotFound site={site} />
      <PageLabel>
        {`Releases: each app's page heads its newest "${whatsNew}"; the feed at ${RELEASES_FEED_PATH} is "${site.releases.feedTitle}": ${site.releases.feedDescription}`}
      </PageLabel>
    </>
  );
}

export const SitePreview = previewTemplate(siteFile, SitePages);
