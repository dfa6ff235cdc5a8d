import styled from "styled-components";
import { UI_TEXT } from "../../lib/ui-text";

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: ${({ theme }) => theme.space.xs};
  z-index: 100;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.night};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** The first stop for keyboard users: jumps past the header to the page's main content. */
export function SkipLink({ target }: { readonly target: string }) {
  return <Link href={`#${target}`}>{UI_TEXT.skipToContent}</Link>;
}
