import { useEffect, useRef } from "react";
import styled from "styled-components";
import { CURRENT_YEAR, hook } from "../../behaviours/markup";
import { showCurrentYear } from "../../behaviours/page-details";
import { Container } from "../ui/Container";

export interface FooterProps {
  readonly companyName: string;
  readonly notice: string;
  /** The year the site was built: in the HTML, until the visitor's clock shows theirs. */
  readonly buildYear: number;
}

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space.xl} 0;
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNightSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/** The copyright notice with the current year (src/behaviours/page-details.ts). */
export function Footer({ companyName, notice, buildYear }: FooterProps) {
  const footer = useRef<HTMLElement>(null);
  useEffect(() => {
    if (footer.current) showCurrentYear(footer.current.ownerDocument);
  }, []);
  return (
    <Bar ref={footer}>
      <Container>
        <p>
          © <span {...hook(CURRENT_YEAR)}>{buildYear}</span> {companyName}. {notice}
        </p>
      </Container>
    </Bar>
  );
}
