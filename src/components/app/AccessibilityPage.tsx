import { graphql, Link } from "gatsby";
import type { AppleAccessibilityFeature } from "../../lib/apple-accessibility";
import { required } from "../../lib/required";
import { useWords } from "../layout/page-language";
import { Entry, TextPage, TextSection } from "../ui/TextPage";

export const accessibilityFragment = graphql`
  fragment AppAccessibility on AppContent {
    support {
      path
      linkLabel
    }
    accessibility {
      title
      intro
      devices {
        device
        features
      }
      helpHeading
      help
    }
  }
`;

/**
 * An app's accessibility page, as its App Store Accessibility Nutrition Label: for each device, the
 * features it supports in Apple's words in the page's language, each with what it means; then how
 * to ask for help, on the support page.
 */
export function AccessibilityPage({ app }: { readonly app: Queries.AppAccessibilityFragment }) {
  const page = required(app.accessibility);
  const { features, none } = useWords().publisher.accessibility;
  return (
    <TextPage title={page.title} lead={page.intro}>
      {page.devices.map(({ device, features: supported }, index) => (
        <TextSection key={device} id={`device-${index + 1}`} heading={device}>
          {supported ? null : <p>{none}</p>}
          {/* The content check lets only Apple's features through. */}
          {supported
            ?.map((feature) => features[feature as AppleAccessibilityFeature])
            .map(({ name, meaning }) => (
              <Entry key={name}>
                <h3>{name}</h3>
                <p>{meaning}</p>
              </Entry>
            ))}
        </TextSection>
      ))}
      <TextSection id="help" heading={page.helpHeading}>
        <p>{page.help}</p>
        <p>
          <Link to={app.support.path}>{app.support.linkLabel}</Link>
        </p>
      </TextSection>
    </TextPage>
  );
}
