import styled from "styled-components";

/**
 * A product's card in a grid of cards. Its parts ask the card's own width (`theme.media.wideCard`)
 * rather than the screen's, since the same card is one of three on a wide screen or alone.
 */
export const ProductCard = styled.article`
  container: card / inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const CardTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
