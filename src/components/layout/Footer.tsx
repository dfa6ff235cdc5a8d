import { graphql, Link } from "gatsby";
import styled from "styled-components";
import { CURRENT_YEAR, hook } from "../../behaviours/markup";
import { inCatalogueOrder, type Placed } from "../../lib/catalogue-order";
import { Container } from "../ui/Container";

export const footerFragment = graphql`
  fragment Footer on SiteContent {
    companyName
    footer {
      notice
    }
    privacy {
      path
      linkLabel
    }
  }
`;

interface FooterProps {
  readonly site: Queries.FooterFragment;
  /** The apps, whose press pages stand beside the privacy policy among the company's links. */
  readonly apps: ReadonlyArray<Placed & Pick<Queries.AppDocumentsFragment, "press">>;
  /** The year the site was built: in the HTML, until the visitor's clock shows theirs. */
  readonly buildYear: number;
}

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space.xl} 0;
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNightSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.onNight};
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/**
 * The copyright notice with the current year (src/behaviours/page-details.ts), the privacy policy
 * and the apps' press kits, in the home page's order.
 */
export function Footer({ site, buildYear, apps }: FooterProps) {
  return (
    <Bar>
      <Container>
        <p>
          © <span {...hook(CURRENT_YEAR)}>{buildYear}</span> {site.companyName}. {site.footer.notice}
        </p>
        <Links>
          {[site.privacy, ...inCatalogueOrder(apps).map((app) => app.press)].map((page) => (
            <Link key={page.path} to={page.path}>
              {page.linkLabel}
            </Link>
          ))}
        </Links>
      </Container>
    </Bar>
  );
}
