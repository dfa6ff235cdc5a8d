import { graphql } from "gatsby";
import styled from "styled-components";
import { Section } from "../ui/Section";
import { Lead } from "../ui/Typography";
import { ContactForm } from "./ContactForm";
import { PostalAddress } from "./PostalAddress";

export const contactFragment = graphql`
  fragment Contact on SiteContent {
    ...PostalAddress
    privacy {
      path
      linkLabel
      formNote
    }
    contact {
      heading
      intro
      address {
        label
      }
      phone {
        label
        text
      }
      email {
        label
        text
      }
    }
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1.4fr;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Details = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};
`;

const Entries = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.gold};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.onNightSoft};
  }
`;

/** "Get In Touch": the postal address, how to reach us, and the message form. */
export function ContactSection({ site }: { readonly site: Queries.ContactFragment }) {
  const { contact } = site;
  return (
    <Section id="contact" heading={contact.heading} tone="night">
      <Grid>
        <Details>
          <Lead $onNight>{contact.intro}</Lead>
          <Entries>
            {[
              { label: contact.address.label, text: <PostalAddress site={site} /> },
              contact.phone,
              contact.email,
            ].map((entry) => (
              <div key={entry.label}>
                <dt>{entry.label}</dt>
                <dd>{entry.text}</dd>
              </div>
            ))}
          </Entries>
        </Details>
        <ContactForm privacy={site.privacy} />
      </Grid>
    </Section>
  );
}
