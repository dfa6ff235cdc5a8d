import styled from "styled-components";
import { useCurrentYear } from "../../hooks/useCurrentYear";
import { Container } from "../ui/Container";

interface FooterProps {
  readonly companyName: string;
  readonly notice: string;
  /** The year the site was built: shown until the browser's clock is known. */
  readonly buildYear: number;
}

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space.xl} 0;
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNightSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export function Footer({ companyName, notice, buildYear }: FooterProps) {
  const year = useCurrentYear(buildYear);
  return (
    <Bar>
      <Container>
        <p>
          © {year} {companyName}. {notice}
        </p>
      </Container>
    </Bar>
  );
}
