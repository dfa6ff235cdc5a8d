import styled from "styled-components";
import { StarRating } from "./StarRating";

interface QuoteTileProps {
  readonly text: string;
  readonly author: string;
  readonly rating: number;
}

/** Shown on desktops only: below the lg breakpoint it is removed, not squeezed. */
const Tile = styled.figure`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    max-width: ${({ theme }) => theme.layout.measure};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.paper};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Quote = styled.blockquote`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Caption = styled.figcaption`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** A five-star review quote with its attribution. `className` places it (styled(QuoteTile)). */
export function QuoteTile({
  text,
  author,
  rating,
  className,
}: QuoteTileProps & { readonly className?: string }) {
  return (
    <Tile className={className}>
      <StarRating stars={rating} />
      <Quote>
        <p>“{text}”</p>
      </Quote>
      <Caption>— {author}</Caption>
    </Tile>
  );
}
