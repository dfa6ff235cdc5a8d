import path from "node:path";
import type { GatsbyConfig, PluginRef } from "gatsby";
import { CONTENT_DIR, readContent, typeNameOf } from "./internal/content-files/content-folder";
import { siteAdapter } from "./internal/deploy/site-adapter";
import { releaseFeedOptions } from "./internal/gatsby/release-feed";
import { indexablePages, sitemapEntry } from "./internal/gatsby/sitemap";
import { BACKEND_PORT } from "./internal/editor/ports";
import { siteFile } from "./src/content-model/content";
import { jsonSchemaOf } from "./src/content-model/json-schema";
import { contentIn } from "./src/content-model/translations";
import { ALL_LANGUAGES } from "./src/lib/languages";
import { CONTENT_FOLDER } from "./src/content-model/words";
import { LOCAL_BACKEND_FOLDER, SITE_URL } from "./src/lib/addresses";
import { palette } from "./src/styles/theme";

/**
 * content/site.yaml, for the plugins' options: the releases feeds' titles, one per language, and
 * the web app manifest's name and icon (the company's name and logo, so that an editor who changes
 * the logo changes the icons too). While the file is broken in a language, those plugins are left
 * out: Gatsby checks plugins' options before the content check (onPreBootstrap), which then stops
 * the build naming each problem's file, field and language.
 */
function pluginsOfSite(): PluginRef[] {
  const saved = readContent(CONTENT_DIR).documents.find((document) => document.spec === siteFile);
  const sites = ALL_LANGUAGES.map(
    (language) =>
      siteFile.schema.safeParse(contentIn(jsonSchemaOf(siteFile.schema), saved?.value, language).value).data,
  );
  // English first, as ALL_LANGUAGES lists them.
  const [english] = sites;
  if (!english || !sites.every((site) => site !== undefined)) return [];
  const feedWords = new Map(ALL_LANGUAGES.map((language, i) => [language, sites[i].releases]));
  return [
    { resolve: "gatsby-plugin-feed", options: releaseFeedOptions(feedWords) },
    {
      // Favicons, the touch icon and the web app manifest, all made from the logo at build time.
      resolve: "gatsby-plugin-manifest",
      options: {
        name: english.companyName,
        short_name: english.companyName,
        icon: path.join(CONTENT_DIR, english.logo),
        start_url: "/",
        background_color: palette.light.canvas,
        theme_color: palette.light.night,
        // Each page's head gives a theme colour per colour scheme instead (Seo).
        theme_color_in_head: false,
        display: "standalone",
        cache_busting_mode: "none",
      },
    },
  ];
}

const config: GatsbyConfig = {
  jsxRuntime: "automatic",
  // Netlify's adapter, then the site's own finishing step on its output (internal/deploy/): in
  // every build, so that a local build, CI and Netlify produce the same files.
  adapter: siteAdapter(),
  siteMetadata: { siteUrl: SITE_URL },
  // Routes are written without a trailing slash: /baby-lullabies, /baby-lullabies-app.
  trailingSlash: "never",
  // `npm run edit`: the editor asks its own origin for decap-server (LOCAL_BACKEND_PATH), which
  // the development server passes on (develop only). Gatsby mounts a proxy at `${prefix}/*`.
  proxy: [{ prefix: LOCAL_BACKEND_FOLDER, url: `http://localhost:${BACKEND_PORT}` }],
  // Generates src/gatsby-types.d.ts (the `Queries.*` types) on `develop` and on `build`.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-styled-components",
    {
      // sitemap-index.xml and sitemap-0.xml with every page but those that ask not to be indexed,
      // each with its translations.
      resolve: "gatsby-plugin-sitemap",
      options: { resolvePages: indexablePages, serialize: sitemapEntry },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // AVIF for the browsers that take it, WebP for the rest (every browser since 2020) as
          // the <img> itself: a PNG fallback, which no current browser would load, cost every
          // cold build seconds of encoding (docs/performance.md, as for the choices below).
          formats: ["webp", "avif"],
          // A flat colour while an image loads: blurred previews are base64 images inside the
          // HTML, which then no longer fits the first round trip of a phone's connection.
          placeholder: "dominantColor",
          quality: 80,
          // AVIF's scale runs lower than JPEG's and WebP's: at 55 the screenshots cannot be told
          // apart from 80 side by side, and weigh a third less, so first screens load sooner.
          avifOptions: { quality: 55 },
        },
      },
    },
    "gatsby-transformer-sharp",
    ...pluginsOfSite(),
    { resolve: "gatsby-source-filesystem", options: { name: CONTENT_FOLDER, path: CONTENT_DIR } },
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        // Each content file's node type comes from the content model: site.yaml → SiteContent,
        // apps/*.yaml → AppContent; a list file's own node, whose entries
        // internal/gatsby/on-create-node.ts makes nodes of.
        typeName: ({ node }: { node: { relativePath: string } }) => typeNameOf(node.relativePath),
      },
    },
  ],
};

export default config;
