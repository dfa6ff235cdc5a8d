import { graphql } from "gatsby";
import { organization } from "../../lib/structured-data";
import { JsonLd } from "./JsonLd";

export const organizationFragment = graphql`
  fragment Organization on SiteYaml {
    description
    logo {
      publicURL
    }
    ...PostalAddress
  }
`;

/** The company as a schema.org Organization, from content/site.yaml. */
export function OrganizationJsonLd({ site }: { readonly site: Queries.OrganizationFragment }) {
  return <JsonLd data={organization(site)} />;
}
