import { useSiteContent } from "../../hooks/useSiteContent";
import { required } from "../../lib/content";
import { organization } from "../../lib/structured-data";
import { JsonLd } from "./JsonLd";

/** The company as a schema.org Organization, from content/site.yaml. */
export function OrganizationJsonLd() {
  const site = useSiteContent();
  return (
    <JsonLd
      data={organization({
        name: site.companyName,
        description: site.description,
        siteUrl: site.siteUrl,
        logoUrl: required(site.logoFile.publicURL, "the logo file"),
        address: site.contact.address,
      })}
    />
  );
}
