import { graphql } from "gatsby";
import { APPLE_DATA_SECTIONS, categoryOf, termIn, usedFor } from "../../lib/apple-privacy";
import { DICTIONARIES } from "../../lib/dictionary";
import { LANGUAGES } from "../../lib/languages";
import { usePageLanguage } from "../layout/page-language";
import { PolicyPage } from "../policy/PolicyPage";
import { Entry, Items, TextSection } from "../ui/TextPage";

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

/**
 * An app's privacy policy: what it collects, as its App Store privacy label shows it (in the label's
 * sections, each data type under its category with what it is used for; or Data Not Collected),
 * then the rest. Apple's terms are in the page's language, as its App Store shows them.
 */
export function AppPrivacyPage({ privacy, site }: AppPrivacyPageProps) {
  const { data } = privacy;
  const language = usePageLanguage();
  const words = DICTIONARIES[language].privacyLabel;
  // Each section's data types, each with what it is used for (tracking is what those are used for).
  const sections = APPLE_DATA_SECTIONS.map(({ field }) => ({
    field,
    ...words.sections[field],
    uses:
      field === "usedToTrackYou"
        ? (data?.usedToTrackYou ?? []).map((type) => ({ type, purposes: null }))
        : (data?.[field] ?? []),
  }));
  return (
    <PolicyPage policy={privacy} site={site}>
      <TextSection id="collected" heading={privacy.dataHeading}>
        {sections.some((section) => section.uses.length > 0) ? null : (
          <p>
            <strong>{words.noData}</strong>
          </p>
        )}
        {sections.map(({ field, heading, lead, uses }) =>
          uses.length === 0 ? null : (
            <Entry key={field}>
              <h3 id={`collected-${field}`}>{heading}</h3>
              <p>{lead}</p>
              <Items aria-labelledby={`collected-${field}`}>
                {uses.map(({ type, purposes }) => (
                  <li key={type}>
                    <strong>{termIn(words.categories, categoryOf(type))}</strong>:{" "}
                    {termIn(words.dataTypes, type)}
                    {purposes
                      ? `, ${usedFor(
                          purposes.map((purpose) => termIn(words.purposes, purpose)),
                          words.usedFor,
                          LANGUAGES[language].tag,
                        )}`
                      : null}
                  </li>
                ))}
              </Items>
            </Entry>
          ),
        )}
      </TextSection>
    </PolicyPage>
  );
}
