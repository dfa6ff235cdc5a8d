import type { SVGProps } from "react";
import styled, { type DefaultTheme } from "styled-components";
import { CAROUSEL, hook } from "../../behaviours/markup";
import { useWords } from "../layout/page-language";
import { Picture } from "../ui/Picture";

type ScreenshotCarouselProps = NonNullable<Queries.AppCardFragment["carousel"]>;

const Region = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * How far below the carousel's top its phone starts: the controls' row and the gap under it. A
 * phone shown without controls starts as far down among cards side by side, to line up.
 */
export const controlsOffset = ({ theme }: { readonly theme: DefaultTheme }): string =>
  `calc(${theme.layout.touchTarget} + ${theme.space.sm})`;

/** At most the theme's screenshot width (240 px): what the browser is told to pick an image width for. */
const SLIDE_SIZES = "240px";

/** Centred in the card, alone (one screenshot) or in the carousel. */
const Slides = styled.div`
  display: grid;
  width: min(100%, ${({ theme }) => theme.layout.screenshotWidth});
  margin-inline: auto;
`;

/**
 * One screenshot, where the carousel's controls would be above it left empty once cards sit side
 * by side (from the md width): its phone then lines up with its neighbours' carousels.
 */
const Alone = styled.div`
  width: 100%;

  ${({ theme }) => theme.media.md} {
    padding-top: ${controlsOffset};
  }
`;

/** The visible slide is the one not hidden from assistive technology (set by the behaviour). */
const Slide = styled.div`
  grid-area: 1 / 1;
  transition: opacity ${({ theme }) => theme.transitions.slow};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => `${theme.shadows.frame}, ${theme.shadows.raised}`};
  /* Keeps the whole phone frame crisp while fading. */
  isolation: isolate;

  &[aria-hidden="true"] {
    opacity: 0;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Control = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touchTarget};
  height: ${({ theme }) => theme.layout.touchTarget};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.chip};
  }

  svg {
    width: 1rem;
    height: 1rem;
    fill: currentColor;
  }

  /* The pause/play control shows the icon of what it will do. */
  &[data-state="playing"] [data-icon="play"],
  &[data-state="paused"] [data-icon="pause"] {
    display: none;
  }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
`;

const Dot = styled.span`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.line};

  &[data-active="true"] {
    background: ${({ theme }) => theme.colors.accent};
  }
`;

/** A control's icon, drawn on a 16 × 16 grid. */
const Icon = (props: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" {...props} />
);
const ARROW =
  "M5.3 2.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L9.6 8 5.3 3.7a1 1 0 0 1 0-1.4Z";

/**
 * Auto-rotating screenshots, following the WAI-ARIA APG carousel pattern. This is its markup, as
 * the page first shows it (slide 1, turning); the turning, the controls, pausing while hovered or
 * focused and reduced motion are its behaviour (src/behaviours/carousel.ts).
 */
export function ScreenshotCarousel({ label, slides }: ScreenshotCarouselProps) {
  const [only] = slides;
  const words = useWords();
  // One screenshot does not turn: it is shown as it is, without the carousel's controls.
  if (slides.length === 1 && only !== undefined) {
    return (
      <Alone>
        <Slides>
          <Slide>
            <Picture file={only.image} alt={only.alt} sizes={SLIDE_SIZES} />
          </Slide>
        </Slides>
      </Alone>
    );
  }
  return (
    <Region
      // A new element whenever the screenshots change (as an editor adds and removes them in the
      // preview): the behaviour works on the slides it found when it attached.
      key={slides.map((slide) => slide.slug).join(" ")}
      aria-roledescription="carousel"
      aria-label={label}
      {...hook(CAROUSEL.root)}
    >
      <Controls>
        <Control
          type="button"
          aria-label={words.script.carouselPause}
          data-state="playing"
          {...hook(CAROUSEL.toggle)}
        >
          <Icon data-icon="pause">
            <rect x="3" y="2" width="3.5" height="12" rx="1" />
            <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
          </Icon>
          <Icon data-icon="play">
            <path d="M4 2.5v11a.75.75 0 0 0 1.14.64l9-5.5a.75.75 0 0 0 0-1.28l-9-5.5A.75.75 0 0 0 4 2.5Z" />
          </Icon>
        </Control>
        <Control type="button" aria-label={words.carouselPrevious} {...hook(CAROUSEL.previous)}>
          <Icon>
            <path transform="rotate(180 8 8)" d={ARROW} />
          </Icon>
        </Control>
        <Dots aria-hidden="true">
          {slides.map((slide, i) => (
            <Dot key={slide.slug} data-active={String(i === 0)} {...hook(CAROUSEL.dot)} />
          ))}
        </Dots>
        <Control type="button" aria-label={words.carouselNext} {...hook(CAROUSEL.next)}>
          <Icon>
            <path d={ARROW} />
          </Icon>
        </Control>
      </Controls>
      <Slides aria-live="off" {...hook(CAROUSEL.slides)}>
        {slides.map((slide, i) => (
          <Slide
            key={slide.slug}
            role="group"
            aria-roledescription="slide"
            aria-label={words.slideLabel(i + 1, slides.length)}
            aria-hidden={i !== 0}
            {...hook(CAROUSEL.slide)}
          >
            <Picture file={slide.image} alt={slide.alt} sizes={SLIDE_SIZES} />
          </Slide>
        ))}
      </Slides>
    </Region>
  );
}
