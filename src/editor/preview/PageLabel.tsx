import styled from "styled-components";

const Label = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-block: 1px dashed ${({ theme }) => theme.colors.inkSoft};
  background: repeating-linear-gradient(
    -45deg,
    ${({ theme }) => theme.colors.canvas} 0 8px,
    ${({ theme }) => theme.colors.paper} 8px 16px
  );
  color: ${({ theme }) => theme.colors.inkSoft};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/**
 * Says which page, or part of one, the preview shows next: a preview can show several (the app's
 * card, its gallery and its page). Drawn apart from the site's own look, as the editor's note.
 */
export function PageLabel({ children }: { readonly children: string }) {
  return <Label>{children}</Label>;
}
