import { graphql, type PageProps } from "gatsby";
import { PolicyPage } from "../components/policy/PolicyPage";
import { pageHead } from "../hooks/page-head";
import { required } from "../lib/required";

/** The company's privacy policy, at the address in site.yaml (internal/gatsby/create-pages.ts). */
export default function PrivacyPolicyTemplate({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  return <PolicyPage policy={required(data.siteContent).privacy} site={required(data.siteContent)} />;
}

export const Head = pageHead((data: Queries.PrivacyPolicyPageQuery) => {
  const { title, description } = required(data.siteContent).privacy;
  return { title, description };
});

export const query = graphql`
  query PrivacyPolicyPage($language: String!) {
    siteContent(language: { eq: $language }) {
      privacy {
        title
        description
        updated
        sections {
          ...PolicySection
        }
      }
      ...PolicyWords
    }
  }
`;
