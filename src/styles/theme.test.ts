import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import { COLOR_SCHEME_RULES, palette, theme, type ColorToken } from "./theme";

extend([a11yPlugin]);

/** The texts the pages write, each on the surfaces it is written on. */
const TEXT_ON: ReadonlyArray<readonly [text: ColorToken, surfaces: readonly ColorToken[]]> = [
  ["ink", ["canvas", "paper", "tint", "chip"]],
  ["inkSoft", ["canvas", "paper", "tint"]],
  ["accent", ["canvas", "paper", "tint", "chip"]],
  ["onAccent", ["accent", "accentHover"]],
  ["hint", ["paper"]],
  ["danger", ["paper"]],
  ["onNight", ["night", "nightSoft", "twilight"]],
  ["onNightSoft", ["night", "nightSoft", "twilight"]],
  ["gold", ["night", "nightSoft", "twilight"]],
  // The skip link, and the App Store button on the app page's night banner.
  ["night", ["gold", "onNight", "onNightSoft"]],
];

describe.each(Object.entries(palette))("the %s scheme", (_scheme, colors) => {
  it.each(TEXT_ON)("writes %s at WCAG AA contrast (4.5:1) on its surfaces", (text, surfaces) => {
    const below = surfaces
      .map((surface) => `${surface} ${colord(colors[text]).contrast(colors[surface])}:1`)
      .filter((pair) => Number(pair.split(" ")[1]?.slice(0, -2)) < 4.5);
    expect(below).toEqual([]);
  });

  it("gives every token a colour", () => {
    const unreadable = Object.entries(colors).filter(
      ([, value]) => value !== "transparent" && !colord(value).isValid(),
    );
    expect(unreadable).toEqual([]);
  });
});

describe("the colour tokens", () => {
  it("are custom properties, set for the light scheme and again for the dark one", () => {
    const [lightRules, darkRules = ""] = COLOR_SCHEME_RULES.split("@media (prefers-color-scheme: dark)");
    for (const name of Object.values(theme.colors).map((value) => value.slice("var(".length, -1))) {
      expect(lightRules).toContain(`${name}: `);
      expect(darkRules).toContain(`${name}: `);
    }
  });
});
