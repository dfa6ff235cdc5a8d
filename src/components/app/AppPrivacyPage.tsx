import { graphql } from "gatsby";
import { PolicyPage } from "../policy/PolicyPage";
import { PrivacyDetails } from "./PrivacyDetails";

export const appPrivacyFragment = graphql`
  fragment AppPrivacyDataUse on AppYamlPrivacyDataUse {
    type
    purposes
  }

  fragment AppPrivacyData on AppYamlPrivacyData {
    usedToTrackYou
    linkedToYou {
      ...AppPrivacyDataUse
    }
    notLinkedToYou {
      ...AppPrivacyDataUse
    }
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
  /** What every privacy page shares (site.yaml). */
  readonly site: Queries.PolicyWordsFragment;
}

/** An app's privacy policy: what it collects, in the terms of Apple's privacy details, then the rest. */
export function AppPrivacyPage({ privacy, site }: AppPrivacyPageProps) {
  return (
    <PolicyPage policy={privacy} site={site}>
      <PrivacyDetails heading={privacy.dataHeading} data={privacy.data} />
    </PolicyPage>
  );
}
