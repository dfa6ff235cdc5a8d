import styled from "styled-components";
import { Container } from "../../components/ui/Container";
import { Picture } from "../../components/ui/Picture";
import { appsCollection, screenshotsFile, type App } from "../../content-model/content";
import { PageLabel } from "./PreviewFrame";
import { previewTemplate, type PreviewData } from "./preview-template";
import { productsIn } from "../../content-model/translations";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.xl};
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
  box-shadow: ${({ theme }) => `${theme.shadows.frame}, ${theme.shadows.raised}`};
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

/** Where the apps show the screenshot `slug`: `Baby Lullabies's gallery page`. */
const placesShowing = (apps: readonly App[], slug: string) =>
  apps.flatMap(({ name, carousel, gallery, detail }) =>
    Object.entries<readonly string[]>({
      "card on the home page": carousel?.slides ?? [],
      "gallery page": gallery?.screenshots ?? [],
      "app page, at the top": detail.hero ? [detail.hero] : [],
      "app page, under More screenshots": detail.moreScreenshots?.screenshots ?? [],
    }).flatMap(([place, slugs]) => (slugs.includes(slug) ? [`${name}'s ${place}`] : [])),
  );

/** screenshots.yaml: every screenshot as the site shows it, its description, and the pages that show it. */
function AllScreenshots({ data }: { readonly data: PreviewData }) {
  const apps = productsIn(data.documents, appsCollection, data.language).map(({ content }) => content);
  return (
    <>
      <PageLabel>Every screenshot, with the description read to people who cannot see it</PageLabel>
      <Container>
        <Grid>
          {data.screenshots.screenshots.map(({ slug }) => {
            const screenshot = data.links.screenshot(slug);
            const shownOn = placesShowing(apps, slug);
            return (
              <li key={slug}>
                <Figure>
                  <Shot>
                    <Picture file={screenshot.image} alt={screenshot.alt} sizes={SHOT_SIZES} />
                  </Shot>
                  <figcaption>
                    <Slug>{slug}</Slug>
                    <p>{screenshot.alt}</p>
                    <Note>
                      {shownOn.length > 0 ? `Shown on ${shownOn.join(", ")}.` : "Not shown on any page."}
                    </Note>
                  </figcaption>
                </Figure>
              </li>
            );
          })}
        </Grid>
      </Container>
    </>
  );
}

export const ScreenshotsPreview = previewTemplate(screenshotsFile, AllScreenshots);
