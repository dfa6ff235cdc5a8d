import { useId, type PropsWithChildren } from "react";
import styled from "styled-components";
import { Container } from "./Container";

type Tone = "light" | "tinted" | "night";

/** A full-width band of the page's background, e.g. a lone quote's, or a section's. */
export const Band = styled.div<{ readonly $tone: Tone }>`
  padding: ${({ theme }) => theme.space.section} 0;
  background: ${({ theme, $tone }) =>
    $tone === "night" ? theme.colors.night : $tone === "tinted" ? theme.colors.tint : theme.colors.canvas};
  color: ${({ theme, $tone }) => ($tone === "night" ? theme.colors.onNight : theme.colors.ink)};
`;

const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.title};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

interface SectionProps extends PropsWithChildren {
  /** Anchor id (the header links to `/#id`). */
  readonly id?: string;
  readonly heading: string;
  readonly tone?: Tone;
  readonly narrow?: boolean;
}

/** A full-width band with a level-two heading that names the section for assistive technology. */
export function Section({ id, heading, tone = "light", narrow, children }: SectionProps) {
  // Without an anchor, an id of React's: headings are content, and two sections of one page may
  // be headed alike (or like a section that has an anchor).
  const generated = useId();
  const headingId = id === undefined ? `${generated}heading` : `${id}-heading`;
  return (
    <Band as="section" id={id} $tone={tone} aria-labelledby={headingId}>
      <Container $narrow={narrow}>
        <SectionHeading id={headingId}>{heading}</SectionHeading>
        {children}
      </Container>
    </Band>
  );
}
