import { graphql } from "gatsby";
import { Fragment } from "react";
import styled from "styled-components";
import { pressKitFileName, pressKitIconName, pressKitPath } from "../../lib/addresses";
import { appScreenshots } from "../../lib/app-screenshots";
import { LANGUAGES } from "../../lib/languages";
import { longDay, newestFirst } from "../../lib/releases";
import { ContactSection } from "../contact/ContactSection";
import { usePageLanguage, useWords } from "../layout/page-language";
import { Button } from "../ui/Button";
import { ScreenshotGrid } from "../ui/ScreenshotGrid";
import { Items, TextPage, TextSection } from "../ui/TextPage";

export const pressFragment = graphql`
  fragment PressScreenshot on ScreenshotsYaml {
    ...Screenshot
    image {
      publicURL
    }
  }

  fragment AppPress on AppContent {
    slug
    name
    summary
    icon {
      publicURL
    }
    appStore {
      category
      languages
    }
    googlePlay {
      id
    }
    support {
      requirements {
        devices
      }
    }
    releases {
      version
      date
    }
    press {
      title
      description
    }
    carousel {
      slides {
        ...PressScreenshot
      }
    }
    gallery {
      screenshots {
        ...PressScreenshot
      }
    }
    detail {
      intro
      hero {
        ...PressScreenshot
      }
      moreScreenshots {
        screenshots {
          ...PressScreenshot
        }
      }
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Four columns of the text column's width from the md breakpoint, two on phones. */
const SHOT_SIZES = "(min-width: 768px) 160px, 45vw";

interface PressPageProps {
  readonly app: Queries.AppPressFragment;
  /** The company, its publisher, and the contact form that ends the page. */
  readonly site: Queries.ContactFragment;
}

/**
 * An app's press page: a fact sheet made from its file, its description, and its icon and every
 * screenshot its pages show, to download one by one at their full size or all in one file.
 */
export function PressPage({ app, site }: PressPageProps) {
  const language = usePageLanguage();
  const { press: words, categories } = useWords().publisher;
  const releases = newestFirst(app.releases);
  const [latest, first] = [releases[0], releases.at(-1)];
  const named = new Intl.DisplayNames([LANGUAGES[language].tag], { type: "language" });
  const release = (shown?: { version: string; date: string }) =>
    shown && `${shown.version}, ${longDay(shown.date, language)}`;
  // Each fact the file gives (one it leaves out is not shown), then how to reach us.
  const facts: ReadonlyArray<readonly [string, string | undefined]> = [
    [words.name, app.name],
    [words.publisher, site.companyName],
    [
      words.platforms,
      `iOS (${app.support.requirements.devices.join(", ")})${app.googlePlay ? ", Android" : ""}`,
    ],
    [words.firstRelease, release(first)],
    [words.latestVersion, release(latest)],
    [words.languages, app.appStore.languages?.map((code) => named.of(code)).join(", ")],
    [words.category, categories[app.appStore.category as keyof typeof categories]],
  ];
  const screenshots = appScreenshots(app, (shot) => shot.slug);
  // Each file to download, under the name the press kit's ZIP gives it, and what it shows.
  const files = [
    { slug: pressKitIconName(app.slug), url: app.icon.publicURL ?? "", shows: words.icon },
    ...screenshots.map((shot) => ({ slug: shot.slug, url: shot.image.publicURL ?? "", shows: shot.alt })),
  ].map((file) => ({ ...file, name: pressKitFileName(file.slug, file.url) }));
  return (
    <>
      <TextPage title={app.press.title} lead={app.press.description}>
        <TextSection id="facts" heading={words.factSheet}>
          <Facts>
            {facts.map(([label, value]) =>
              value ? (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ) : null,
            )}
            <dt>{words.contact}</dt>
            <dd>
              <a href="#contact">{words.contactText}</a>
            </dd>
          </Facts>
        </TextSection>
        <TextSection id="about" heading={words.about}>
          <p>{app.summary}</p>
          <p>{app.detail.intro}</p>
        </TextSection>
        <TextSection id="downloads" heading={words.downloads}>
          <p>
            <Button href={pressKitPath(app.slug)} download={`${app.slug}-press-kit.zip`}>
              {words.downloadAll}
            </Button>
          </p>
          <Items>
            {files.map((file) => (
              <li key={file.slug}>
                <a href={file.url} download={file.name}>
                  {file.name}
                </a>
                : {file.shows}
              </li>
            ))}
          </Items>
          <ScreenshotGrid screenshots={screenshots} layout="strip" sizes={SHOT_SIZES} />
        </TextSection>
      </TextPage>
      <ContactSection site={site} />
    </>
  );
}
