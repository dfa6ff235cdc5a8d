import { Picture } from "../ui/Picture";
import { StaticContent } from "../ui/StaticContent";
import { useState } from "react";
import styled from "styled-components";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import { useRotation } from "../../hooks/useRotation";
import type { Screenshot } from "../../lib/content";
import { UI_TEXT } from "../../lib/ui-text";

/** How long each screenshot stays, per the specification. */
export const CAROUSEL_INTERVAL_MS = 2200;

interface ScreenshotCarouselProps {
  readonly label: string;
  readonly slides: readonly Screenshot[];
}

const Region = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Slides = styled.div`
  display: grid;
  width: min(100%, 15rem);
`;

const Slide = styled.div<{ $active: boolean }>`
  grid-area: 1 / 1;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.transitions.slow};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  /* Keeps the whole phone frame crisp while fading. */
  isolation: isolate;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Control = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.indigo};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.lavenderSoft};
  }

  svg {
    width: 1rem;
    height: 1rem;
    fill: currentColor;
  }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
`;

const Dot = styled.span<{ $active: boolean }>`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${({ theme, $active }) => ($active ? theme.colors.indigo : theme.colors.line)};
`;

const PauseIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <rect x="3" y="2" width="3.5" height="12" rx="1" />
    <rect x="9.5" y="2" width="3.5" height="12" rx="1" />
  </svg>
);
const PlayIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M4 2.5v11a.75.75 0 0 0 1.14.64l9-5.5a.75.75 0 0 0 0-1.28l-9-5.5A.75.75 0 0 0 4 2.5Z" />
  </svg>
);
const ArrowIcon = ({ flip }: { flip?: boolean }) => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      transform={flip ? "rotate(180 8 8)" : undefined}
      d="M5.3 2.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L9.6 8 5.3 3.7a1 1 0 0 1 0-1.4Z"
    />
  </svg>
);

/**
 * Auto-rotating screenshots, following the WAI-ARIA APG carousel pattern: a pause/play control
 * first, rotation paused while the pointer or keyboard focus is inside, no rotation when the
 * visitor prefers reduced motion, and only the visible slide exposed to assistive technology.
 */
export function ScreenshotCarousel({ label, slides }: ScreenshotCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const wantsRotation = playing && !reducedMotion;
  const rotation = useRotation(slides.length, CAROUSEL_INTERVAL_MS, wantsRotation && !hovered && !focused);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Controls>
        <Control
          type="button"
          aria-label={wantsRotation ? UI_TEXT.carouselPause : UI_TEXT.carouselPlay}
          onClick={() => setPlaying(!wantsRotation)}
        >
          {wantsRotation ? <PauseIcon /> : <PlayIcon />}
        </Control>
        <Control type="button" aria-label={UI_TEXT.carouselPrevious} onClick={rotation.previous}>
          <ArrowIcon flip />
        </Control>
        <Dots aria-hidden="true">
          {slides.map((slide, i) => (
            <Dot key={slide.slug} $active={i === rotation.index} />
          ))}
        </Dots>
        <Control type="button" aria-label={UI_TEXT.carouselNext} onClick={rotation.next}>
          <ArrowIcon />
        </Control>
      </Controls>
      <Slides aria-live={rotation.rotating ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <Slide
            key={slide.slug}
            role="group"
            aria-roledescription="slide"
            aria-label={UI_TEXT.slideLabel(i + 1, slides.length)}
            aria-hidden={i !== rotation.index}
            $active={i === rotation.index}
          >
            <StaticContent>
              <Picture image={slide.image} alt={slide.alt} />
            </StaticContent>
          </Slide>
        ))}
      </Slides>
    </Region>
  );
}
