import { organization, type OrganizationInput } from "../../lib/structured-data";
import { JsonLd } from "./JsonLd";

/** The company as a schema.org Organization, from content/site.yaml. */
export function OrganizationJsonLd({ company }: { readonly company: OrganizationInput }) {
  return <JsonLd data={organization(company)} />;
}
