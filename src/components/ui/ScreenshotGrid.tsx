import styled, { css } from "styled-components";
import { Picture } from "./Picture";

/**
 * "gallery": two large columns at every width, as the specification asks of the gallery page.
 * "strip": two columns on phones, four from the md breakpoint, in smaller frames.
 */
type Layout = "gallery" | "strip";

interface ScreenshotGridProps {
  readonly screenshots: readonly Queries.ScreenshotFragment[];
  readonly layout: Layout;
  /** How wide the layout shows each screenshot, for the browser to pick a width (`sizes`). */
  readonly sizes: string;
  /**
   * How many screenshots, from the first, are on the first screen: those load at once, the first
   * of them, as large as the others and the page's first picture, at high priority.
   */
  readonly eager?: number;
  /** Spacing around the grid, from the page that places it. */
  readonly className?: string;
}

const Grid = styled.ul<{ $layout: Layout }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    ${({ $layout }) =>
      $layout === "strip" &&
      css`
        grid-template-columns: repeat(4, minmax(0, 1fr));
      `}
    gap: ${({ theme, $layout }) => ($layout === "gallery" ? theme.space.xl : theme.space.lg)};
  }
`;

const Cell = styled.li<{ $layout: Layout }>`
  border-radius: ${({ theme, $layout }) => ($layout === "gallery" ? theme.radii.lg : theme.radii.md)};
  overflow: hidden;
  box-shadow: ${({ theme, $layout }) =>
    `${theme.shadows.frame}, ${$layout === "gallery" ? theme.shadows.raised : theme.shadows.card}`};
  isolation: isolate;
`;

/** The app's screenshots in a grid, one framed picture a cell. */
export function ScreenshotGrid({ screenshots, layout, sizes, eager = 0, className }: ScreenshotGridProps) {
  return (
    <Grid $layout={layout} className={className}>
      {screenshots.map((shot, index) => (
        <Cell key={shot.slug} $layout={layout}>
          <Picture
            file={shot.image}
            alt={shot.alt}
            sizes={sizes}
            load={index >= eager ? "lazy" : index === 0 ? "priority" : "eager"}
          />
        </Cell>
      ))}
    </Grid>
  );
}
