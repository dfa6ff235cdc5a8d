/** robots.txt: everything may be crawled except the editors' area; the sitemap is announced. */
export function robotsTxt(siteUrl: string): string {
  const sitemap = new URL("/sitemap-index.xml", siteUrl).href;
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${sitemap}\n`;
}
