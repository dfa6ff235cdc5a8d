import { graphql } from "gatsby";
import type { PropsWithChildren } from "react";
import { longDay } from "../../lib/releases";
import { PostalAddress } from "../contact/PostalAddress";
import { usePageLanguage } from "../layout/page-language";
import { TextPage, TextSection } from "../ui/TextPage";

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

interface PolicyPageProps extends PropsWithChildren {
  /**
   * Its title, introduction (an app's privacy policy has one), the day it last changed (YYYY-MM-DD)
   * and its sections: shaped as an app's privacy policy.
   */
  readonly policy: Pick<Queries.AppPrivacyFragment, "title" | "updated" | "sections"> &
    Partial<Pick<Queries.AppPrivacyFragment, "intro">>;
  /** What every privacy page shares (site.yaml): its words, and the postal address that ends it. */
  readonly site: Queries.PolicyWordsFragment;
}

/**
 * A privacy policy: its title, the day it last changed, its children (parts before the sections,
 * e.g. what an app collects), its sections, then the company's postal address, taken from where the
 * contact section takes it so that the two never differ.
 */
export function PolicyPage({ policy: { title, intro, updated, sections }, site, children }: PolicyPageProps) {
  return (
    <TextPage
      title={title}
      // None where the policy has no introduction, or a blank one.
      lead={intro || undefined}
      header={
        <p>
          {site.privacy.updatedLabel} <time dateTime={updated}>{longDay(updated, usePageLanguage())}</time>
        </p>
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
