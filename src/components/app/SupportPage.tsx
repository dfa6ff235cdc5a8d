import { graphql } from "gatsby";
import { newestFirst, versionAnchor } from "../../lib/releases";
import { ContactSection } from "../contact/ContactSection";
import { FeatureList } from "../ui/FeatureList";
import { Entry, TextPage, TextSection } from "../ui/TextPage";
import { AppDocuments } from "./AppDocuments";
import { ReleaseNotes } from "./ReleaseNotes";

export const supportFragment = graphql`
  fragment AppSupport on AppContent {
    ...AppDocuments
    releases {
      ...Release
    }
    support {
      path
      title
      intro
      requirements {
        heading
        system
        devices
      }
      questions {
        heading
        items {
          question
          answer
        }
      }
      releasesHeading
    }
  }
`;

interface SupportPageProps {
  readonly app: Queries.AppSupportFragment;
  /** The company's contact details and the contact form, which end the page. */
  readonly site: Queries.ContactFragment;
}

/** An app's support page: what it needs, questions and answers, every version, and how to reach us. */
export function SupportPage({ app, site }: SupportPageProps) {
  const { support } = app;
  return (
    <>
      <TextPage
        title={support.title}
        lead={support.intro}
        header={<AppDocuments app={app} here={support.path} />}
      >
        <TextSection id="requirements" heading={support.requirements.heading}>
          <p>{support.requirements.system}</p>
          <FeatureList features={support.requirements.devices} />
        </TextSection>
        <TextSection id="questions" heading={support.questions.heading}>
          {support.questions.items.map((item, index) => (
            <Entry key={item.question}>
              <h3 id={`question-${index + 1}`}>{item.question}</h3>
              <p>{item.answer}</p>
            </Entry>
          ))}
        </TextSection>
        <TextSection id="versions" heading={support.releasesHeading}>
          {newestFirst(app.releases).map((release) => (
            <Entry as="article" key={release.version} aria-labelledby={versionAnchor(release.version)}>
              <h3 id={versionAnchor(release.version)}>{release.version}</h3>
              <ReleaseNotes release={release} />
            </Entry>
          ))}
        </TextSection>
      </TextPage>
      <ContactSection site={site} />
    </>
  );
}
