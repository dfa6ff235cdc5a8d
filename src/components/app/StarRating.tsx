import styled from "styled-components";
import { UI_TEXT } from "../../lib/ui-text";
import { VisuallyHidden } from "../ui/VisuallyHidden";

const MAX_STARS = 5;

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

/** Stars drawn for the eye, the rating given in words for screen readers. */
export function StarRating({ stars }: { readonly stars: number }) {
  return (
    <Stars>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star key={i} filled={i < stars} />
      ))}
      <VisuallyHidden>{UI_TEXT.rating(stars, MAX_STARS)}</VisuallyHidden>
    </Stars>
  );
}
