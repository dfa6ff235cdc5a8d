import styled, { css } from "styled-components";

/**
 * A link that looks like a button, to another site or a same-page target; `as={Link}` makes it a
 * link to a page of this site, `as="button"` a form's button.
 */
export const Button = styled.a<{ $variant?: "primary" | "secondary" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid transparent;
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    transform ${({ theme }) => theme.transitions.fast};

  ${({ theme, $variant = "primary" }) =>
    $variant === "primary"
      ? css`
          background: ${theme.colors.accent};
          color: ${theme.colors.onAccent};
          &:hover {
            background: ${theme.colors.accentHover};
          }
        `
      : css`
          background: transparent;
          color: ${theme.colors.accent};
          border-color: currentColor;
          &:hover {
            background: ${theme.colors.chip};
          }
        `}

  &:active {
    transform: translateY(1px);
  }
`;
