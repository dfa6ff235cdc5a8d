import styled from "styled-components";
import { Container } from "../../components/ui/Container";
import { Picture } from "../../components/ui/Picture";
import { appsCollection, screenshotsFile } from "../../content-model/content-files";
import type { PreviewTemplateProps } from "./decap-preview";
import { NotReady } from "./NotReady";
import { PageLabel } from "./PageLabel";
import { inPreviewFrame } from "./PreviewFrame";
import { productsIn } from "./preview-documents";
import { screenshotsProps } from "./screenshots-props";
import { usePreviewContent } from "./use-preview-content";
import { usePreviewImages } from "./use-preview-images";

/** Which pages show each screenshot, and that every slug the apps name is still there. */
const NEEDS = [appsCollection] as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.section}`};
  list-style: none;
`;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

/** The picture in the site's rounded, shadowed phone frame (the gallery's). */
const Shot = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  isolation: isolate;
`;

const Slug = styled.code`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A column of the grid: at most about 16rem wide. */
const SHOT_SIZES = "256px";

function AllScreenshots(props: PreviewTemplateProps) {
  const content = usePreviewContent(props, screenshotsFile, NEEDS);
  const imageOf = usePreviewImages(props.getAsset);
  if (content.state !== "ready") return <NotReady content={content} />;
  const screenshots = screenshotsProps(
    screenshotsFile.schema.parse(content.edited.value),
    productsIn(content.documents, appsCollection),
    imageOf,
  );
  return (
    <>
      <PageLabel>Every screenshot, with the description read to people who cannot see it</PageLabel>
      <Container>
        <Grid>
          {screenshots.map(({ screenshot, shownOn }) => (
            <li key={screenshot.slug}>
              <Figure>
                <Shot>
                  <Picture image={screenshot.image} alt={screenshot.alt} sizes={SHOT_SIZES} />
                </Shot>
                <figcaption>
                  <Slug>{screenshot.slug}</Slug>
                  <p>{screenshot.alt}</p>
                  <Note>
                    {shownOn.length > 0 ? `Shown on ${shownOn.join(", ")}.` : "Not shown on any page."}
                  </Note>
                </figcaption>
              </Figure>
            </li>
          ))}
        </Grid>
      </Container>
    </>
  );
}

/** screenshots.yaml: every screenshot as the site shows it, with its description. */
export const ScreenshotsPreview = inPreviewFrame(AllScreenshots);
