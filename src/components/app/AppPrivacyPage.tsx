import { graphql } from "gatsby";
import { PolicyPage } from "../policy/PolicyPage";
import { PrivacyDetails } from "./PrivacyDetails";

export const appPrivacyFragment = graphql`
  fragment AppPrivacyData on AppYamlPrivacyData {
    category
    what
    purposes
    use
  }

  fragment AppPrivacy on AppYamlPrivacy {
    title
    intro
    updated
    dataHeading
    data {
      ...AppPrivacyData
    }
    sections {
      ...PolicySection
    }
  }
`;

interface AppPrivacyPageProps {
  readonly privacy: Queries.AppPrivacyFragment;
  /** The words before the day it changed, shared by every privacy page (site.yaml). */
  readonly updatedLabel: string;
}

/** An app's privacy policy: what it collects, in the terms of Apple's privacy details, then the rest. */
export function AppPrivacyPage({ privacy, updatedLabel }: AppPrivacyPageProps) {
  return (
    <PolicyPage policy={privacy} updatedLabel={updatedLabel}>
      <PrivacyDetails heading={privacy.dataHeading} data={privacy.data} />
    </PolicyPage>
  );
}
