import { graphql } from "gatsby";
import styled from "styled-components";

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

/** The company's postal address, as site.yaml gives it: the one place it is written. */
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
      {country}
    </Lines>
  );
}
