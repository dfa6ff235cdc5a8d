import { graphql } from "gatsby";
import styled from "styled-components";
import { LANGUAGES } from "../../lib/languages";
import { usePageLanguage } from "../layout/page-language";

export const postalAddressFragment = graphql`
  fragment PostalAddress on SiteContent {
    companyName
    contact {
      address {
        street
        locality
        region
        postalCode
        country
      }
    }
  }
`;

const Lines = styled.address`
  font-style: normal;
`;

/** The company's postal address, as site.yaml gives it once, its country named in the page's language. */
export function PostalAddress({ site }: { readonly site: Queries.PostalAddressFragment }) {
  const { street, locality, region, postalCode, country } = site.contact.address;
  return (
    <Lines>
      {site.companyName}
      <br />
      {street}
      <br />
      {locality}, {region} {postalCode}
      <br />
      {/* Given as its code (US), named in the page's language: United States, Estados Unidos. */}
      {new Intl.DisplayNames([LANGUAGES[usePageLanguage()].tag], { type: "region" }).of(country)}
    </Lines>
  );
}
