import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PolicyPage } from "../components/policy/PolicyPage";
import { Seo } from "../components/seo/Seo";
import { useSiteData } from "../hooks/useSiteData";
import { required } from "../lib/required";

const policyOf = (data: Queries.PrivacyPolicyPageQuery) =>
  required(data.siteYaml, "content/site.yaml").privacy;

/** The company's privacy policy, at the address in site.yaml (internal/gatsby/create-pages.ts). */
export default function PrivacyPolicyTemplate({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  const policy = policyOf(data);
  return (
    <PolicyPage
      title={policy.title}
      updated={policy.updated}
      updatedLabel={policy.updatedLabel}
      sections={policy.sections}
    />
  );
}

export const Head: HeadFC<Queries.PrivacyPolicyPageQuery> = ({ data, location }) => {
  const policy = policyOf(data);
  const { site } = useSiteData();
  return (
    <Seo site={site} title={policy.title} description={policy.description} pathname={location.pathname} />
  );
};

export const query = graphql`
  query PrivacyPolicyPage {
    siteYaml {
      privacy {
        title
        description
        updated
        updatedLabel
        sections {
          ...PolicySection
        }
      }
    }
  }
`;
