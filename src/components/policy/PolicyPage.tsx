import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { longDay } from "../../lib/releases";
import { PostalAddress } from "../contact/PostalAddress";
import { usePageLanguage } from "../layout/page-language";
import { Lead, TextPage, TextSection } from "../ui/TextPage";

export const policySectionFragment = graphql`
  fragment PolicySection on PolicySection {
    heading
    paragraphs
  }

  fragment PolicyWords on SiteContent {
    privacy {
      updatedLabel
      addressHeading
    }
    ...PostalAddress
  }
`;

interface PolicyPageProps {
  /** Its title, introduction, the day it last changed (YYYY-MM-DD) and its sections. */
  readonly policy: {
    readonly title: string;
    readonly intro?: string;
    readonly updated: string;
    readonly sections: readonly Queries.PolicySectionFragment[];
  };
  /** What every privacy page shares (site.yaml): its words, and the postal address that ends it. */
  readonly site: Queries.PolicyWordsFragment;
  /** Parts before the sections, e.g. what an app collects. */
  readonly children?: ReactNode;
}

/**
 * A privacy policy: its title, the day it last changed, its sections, then the company's postal
 * address, taken from where the contact section takes it so that the two never differ.
 */
export function PolicyPage({ policy, site, children }: PolicyPageProps) {
  const { title, intro, updated, sections } = policy;
  const language = usePageLanguage();
  return (
    <TextPage
      title={title}
      header={
        <>
          {intro ? <Lead>{intro}</Lead> : null}
          <p>
            {site.privacy.updatedLabel} <time dateTime={updated}>{longDay(updated, language)}</time>
          </p>
        </>
      }
    >
      {children}
      {sections.map((section, index) => (
        <TextSection key={section.heading} id={`policy-${index + 1}`} heading={section.heading}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </TextSection>
      ))}
      <TextSection id="postal-address" heading={site.privacy.addressHeading}>
        <PostalAddress site={site} />
      </TextSection>
    </TextPage>
  );
}
