import { Picture } from "../ui/Picture";
import styled from "styled-components";
import type { Screenshot } from "../../lib/content";
import { Container } from "../ui/Container";

interface GalleryPageProps {
  readonly title: string;
  readonly tagline: string;
  readonly screenshots: readonly Screenshot[];
}

const Intro = styled.header`
  padding: ${({ theme }) => `${theme.space.section} 0 ${theme.space.xxl}`};
  text-align: center;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** Two columns of the narrow container: ~330 px wide from the md breakpoint, ~45% of a phone. */
const SHOT_SIZES = "(min-width: 768px) 330px, 45vw";

/** Two columns at every width, as the specification asks. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 auto;
  padding: 0 0 ${({ theme }) => theme.space.section};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Shot = styled.li`
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  isolation: isolate;
`;

/** A title, a tagline and the app's screenshots in a two-column grid. */
export function GalleryPage({ title, tagline, screenshots }: GalleryPageProps) {
  return (
    <Container $narrow>
      <Intro>
        <Title>{title}</Title>
        <Tagline>{tagline}</Tagline>
      </Intro>
      <Grid>
        {screenshots.map((shot, index) => (
          <Shot key={shot.slug}>
            <Picture
              image={shot.image}
              alt={shot.alt}
              sizes={SHOT_SIZES}
              loading={index < 2 ? "eager" : "lazy"}
            />
          </Shot>
        ))}
      </Grid>
    </Container>
  );
}
