import styled, { type DefaultTheme } from "styled-components";

type Size = keyof DefaultTheme["fontSizes"];

/** A heading at a size of the type scale: a page's title by default, `as` for another level. */
export const Heading = styled.h1<{ readonly $size?: Size }>`
  font-size: ${({ theme, $size = "display" }) => theme.fontSizes[$size]};
`;

/**
 * What a page or a section opens with: in larger type than the text after it (`$size`), in the
 * softer colour, of the page's surfaces or (`$onNight`) of a night one.
 */
export const Lead = styled.p<{ readonly $size?: Size; readonly $onNight?: boolean }>`
  font-size: ${({ theme, $size = "lg" }) => theme.fontSizes[$size]};
  color: ${({ theme, $onNight }) => ($onNight ? theme.colors.onNightSoft : theme.colors.inkSoft)};
`;
