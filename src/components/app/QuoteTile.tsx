import styled from "styled-components";
import { useWords } from "../layout/page-language";
import { VisuallyHidden } from "../ui/VisuallyHidden";

const MAX_STARS = 5;

/** The app's quote; `className` places it (styled(QuoteTile)). */
type QuoteTileProps = NonNullable<Queries.AppDetailFragment["detail"]["quote"]> & {
  readonly className?: string;
};

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

const Stars = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.gold};

  svg {
    width: 1.25rem;
    height: 1.25rem;
    fill: currentColor;
  }
`;

const Star = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" opacity={filled ? 1 : 0.3}>
    <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
  </svg>
);

/** A five-star review quote with its attribution. */
export function QuoteTile({ text, author, rating, className }: QuoteTileProps) {
  return (
    <Tile className={className}>
      {/* Stars drawn for the eye, the rating given in words for screen readers. */}
      <Stars>
        {Array.from({ length: MAX_STARS }, (_, i) => (
          <Star key={i} filled={i < rating} />
        ))}
        <VisuallyHidden>{useWords().rating(rating, MAX_STARS)}</VisuallyHidden>
      </Stars>
      <Quote>
        <p>“{text}”</p>
      </Quote>
      <Caption>— {author}</Caption>
    </Tile>
  );
}
