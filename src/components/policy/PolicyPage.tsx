import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { longDay } from "../../lib/releases";
import { Lead, TextPage, TextSection } from "../ui/TextPage";

export const policySectionFragment = graphql`
  fragment PolicySection on PolicySection {
    heading
    paragraphs
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
  /** The words before the day it changed, shared by every privacy page (site.yaml). */
  readonly updatedLabel: string;
  /** Parts before the sections, e.g. what an app collects. */
  readonly children?: ReactNode;
}

/** A privacy policy: its title, the day it last changed, then its sections. */
export function PolicyPage({ policy, updatedLabel, children }: PolicyPageProps) {
  const { title, intro, updated, sections } = policy;
  return (
    <TextPage
      title={title}
      header={
        <>
          {intro ? <Lead>{intro}</Lead> : null}
          <p>
            {updatedLabel} <time dateTime={updated}>{longDay(updated)}</time>
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
    </TextPage>
  );
}
