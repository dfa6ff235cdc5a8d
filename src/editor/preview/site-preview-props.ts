import type { SiteContent } from "../../content-model/content-files";
import { siteWideProps, type SiteWideProps } from "../../page-props/site";
import { HEADER_LOGO } from "./image-data";
import type { ImageOf } from "./use-preview-images";

/**
 * site.yaml's values as every page's header, footer and contact section take them, with the
 * pictures looked up in the editor. The footer shows this year: the built pages show the
 * visitor's year too.
 */
export function sitePreviewProps(site: SiteContent, imageOf: ImageOf): SiteWideProps {
  return siteWideProps(
    site,
    { headerLogo: imageOf(site.logo, HEADER_LOGO), logoUrl: site.logo, shareImageUrl: site.shareImage },
    { siteUrl: window.location.origin, buildYear: new Date().getFullYear() },
  );
}
