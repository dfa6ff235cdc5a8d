/**
 * The 1200 x 630 picture link previews show (Open Graph / Twitter card): the logo, the company
 * name and the home page's hero heading from content/site.yaml, beside the app's Now Playing
 * screen in a phone. The texts are read from the content so the picture follows the site.
 */
import { loadContentFile } from "../../internal/content-files/load-content";
import { siteFile } from "../../src/content-model/content-files";
import { starField } from "./components.js";
import { logoSvg, LOGO_SIZE } from "./logo.js";
import { seededRandom } from "./random.js";
import { nowPlayingScreen } from "./screens/now-playing.js";
import { clipPath, group, linearGradient, radialGradient, rect, svgDocument, circle } from "./svg.js";
import { text, textWidth } from "./text.js";
import { COLORS, SCREEN_HEIGHT, SCREEN_WIDTH } from "./palette.js";

const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;

const LEFT = 80;
const TEXT_WIDTH = 720;
const PHONE = { x: 850, y: 52, w: 244 } as const;
const PHONE_HEIGHT = Math.round((PHONE.w * SCREEN_HEIGHT) / SCREEN_WIDTH);

interface ShareTexts {
  readonly companyName: string;
  readonly heading: string;
  readonly locality: string;
  readonly region: string;
}

/** Reads the texts the picture shows from content/site.yaml, checked as the build checks it. */
export function readShareTexts(contentDir: string): ShareTexts {
  const site = loadContentFile(contentDir, siteFile);
  return {
    companyName: site.companyName,
    heading: site.hero.heading,
    locality: site.contact.address.locality,
    region: site.contact.address.region,
  };
}

/** Splits `content` into lines no wider than `maxWidth`, breaking between words. */
function wrap(content: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of content.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** An SVG document embedded at a position and size (its ids must not clash with the host's). */
function embed(svg: string, x: number, y: number, w: number, h: number): string {
  return svg
    .replace(
      /^<svg ([^>]*?)width="[^"]*" height="[^"]*"/,
      `<svg $1x="${x}" y="${y}" width="${w}" height="${h}"`,
    )
    .replace(/ xmlns="[^"]*"/, "");
}

function phone(): string {
  const { x, y, w } = PHONE;
  const bezel = 10;
  return (
    rect(x - bezel, y - bezel, w + 2 * bezel, PHONE_HEIGHT + 2 * bezel, 44, {
      fill: "#0a0b1f",
      stroke: "#ffffff",
      "stroke-opacity": 0.18,
      "stroke-width": 2,
    }) + group({ "clip-path": "url(#share-screen)" }, embed(nowPlayingScreen(), x, y, w, PHONE_HEIGHT))
  );
}

export function shareSvg(texts: ShareTexts): string {
  const defs = [
    linearGradient("share-sky", [
      { offset: 0, color: "#262a68" },
      { offset: 0.6, color: COLORS.indigo },
      { offset: 1, color: COLORS.night },
    ]),
    radialGradient("share-haze", [
      { offset: 0, color: "#8f86e6", opacity: 0.45 },
      { offset: 1, color: "#8f86e6", opacity: 0 },
    ]),
    clipPath("share-screen", rect(PHONE.x, PHONE.y, PHONE.w, PHONE_HEIGHT, 36)),
  ].join("");

  // The name shrinks to fit one line, so a longer company name still fits beside the phone.
  const nameSize = Math.min(72, Math.floor((72 * TEXT_WIDTH) / textWidth(texts.companyName, 72, "bold")));
  const headingSize = 38;
  const headingLines = wrap(texts.heading, headingSize, TEXT_WIDTH - 120);
  const logoSize = 150;
  const nameBaseline = 310;
  const headingTop = nameBaseline + 72;
  const body = [
    rect(0, 0, SHARE_WIDTH, SHARE_HEIGHT, 0, { fill: "url(#share-sky)" }),
    circle(970, 300, 420, { fill: "url(#share-haze)" }),
    starField(seededRandom(630), { x: 20, y: 20, w: SHARE_WIDTH - 40, h: SHARE_HEIGHT - 40 }, 46, 4, [
      { x: LEFT - 20, y: 60, w: TEXT_WIDTH + 40, h: SHARE_HEIGHT - 100 },
      { x: PHONE.x - 30, y: PHONE.y - 30, w: PHONE.w + 60, h: PHONE_HEIGHT + 60 },
    ]),
    embed(logoSvg(), LEFT - (8 * logoSize) / LOGO_SIZE, 70, logoSize, logoSize),
    text(texts.companyName, {
      x: LEFT,
      y: nameBaseline,
      size: nameSize,
      weight: "bold",
      maxWidth: TEXT_WIDTH,
    }),
    ...headingLines.map((line, index) =>
      text(line, {
        x: LEFT,
        y: headingTop + index * headingSize * 1.3,
        size: headingSize,
        fill: COLORS.muted,
      }),
    ),
    text(`${texts.locality}, ${texts.region}`.toUpperCase(), {
      x: LEFT,
      y: 560,
      size: 24,
      weight: "bold",
      fill: COLORS.gold,
      letterSpacing: 4,
      maxWidth: TEXT_WIDTH,
    }),
    phone(),
  ].join("");
  return svgDocument(SHARE_WIDTH, SHARE_HEIGHT, defs, body);
}
