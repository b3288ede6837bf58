import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { HeroEyebrow } from "@/components/ui/PageHero";
import { colors, media, radii } from "@/styles/theme";
import type { Slide } from "@/types/api";

// Home banner (SPEC sections 1 and 9): three slides, 5000 ms autoplay, loop, 88vh.
// The server renders slide 1 in place, so its headline (the page's only <h1>) is in
// the HTML and visible before any script runs. Embla and the autoplay timer only start
// after mount; readers who prefer reduced motion get no autoplay, and a pause button
// stops it for everyone else (WCAG 2.2.2). Inactive slides are `inert`, so keyboard
// focus never lands on something off-screen.

const AUTOPLAY_DELAY_MS = 5000;

const FALLBACK: Slide = {
  heading: "Your Global Partner in Fresh Produce & Trade",
  subtitle: "Fresh fruits, spices and textiles, exported to over 50 countries.",
  image: null,
};

const Region = styled.section`
  position: relative;
  height: 88vh;
  min-height: 30rem;
  background: ${colors.forest};
  color: ${colors.white};
`;

const Viewport = styled.div`
  height: 100%;
  overflow: hidden;
`;

const Track = styled.div`
  display: flex;
  height: 100%;
  touch-action: pan-y pinch-zoom;
`;

const SlideFrame = styled.div`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;
  display: flex;
  align-items: center;
  overflow: hidden;
  background:
    radial-gradient(circle at 80% 20%, rgba(242, 165, 22, 0.35), transparent 45%),
    linear-gradient(135deg, ${colors.teal}, ${colors.forest});
`;

const Backdrop = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

// Keeps white text readable over any photo.
const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, rgba(6, 30, 24, 0.82) 0%, rgba(6, 30, 24, 0.55) 55%, rgba(6, 30, 24, 0.25) 100%);
`;

const Content = styled(Container)`
  position: relative;
  padding-bottom: 3rem;
`;

const Eyebrow = styled(HeroEyebrow)`
  margin-bottom: 1rem;
`;

const headingStyles = `
  max-width: 48rem;
  font-size: clamp(2rem, 5.2vw, 3.9rem);
  font-weight: 850;
  letter-spacing: -0.02em;
  text-shadow: 0 2px 16px rgba(0, 0, 0, 0.25);
`;
const H1 = styled.h1`${headingStyles}`;
const H2 = styled.h2`${headingStyles}`;

const Subtitle = styled.p`
  max-width: 38rem;
  margin-top: 1.1rem;
  font-size: clamp(1.05rem, 1.8vw, 1.3rem);
  color: #e6efeb;
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  margin-top: 2rem;
`;

const Controls = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 1.5rem;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
`;

const RoundButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1.5px solid rgba(255, 255, 255, 0.6);
  border-radius: ${radii.pill};
  background: rgba(6, 30, 24, 0.45);
  color: ${colors.white};
  font-size: 1.1rem;
  cursor: pointer;
  &:hover { background: rgba(6, 30, 24, 0.75); }
`;

const Dots = styled.div`
  display: flex;
  gap: 0.15rem;
  @media ${media.sm} { margin-inline: 0.5rem; }
`;

// 44px hit area around a small visual dot.
const Dot = styled.button`
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: "";
    display: block;
    margin: auto;
    width: 0.7rem;
    height: 0.7rem;
    border-radius: ${radii.pill};
    background: rgba(255, 255, 255, 0.55);
    transition: width 0.25s ease, background 0.25s ease;
  }
  &[aria-current="true"]::before {
    width: 1.8rem;
    background: ${colors.saffron};
  }
`;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Embla with autoplay: the selected slide, whether it plays, and the reader's moves. */
function useSlideshow() {
  // One plugin instance for the component's life; it does nothing until Embla mounts.
  const [autoplay] = useState(() =>
    Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true }),
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Whether the slideshow should run: off after pause, a drag, or for reduced motion.
  // Embla re-creates its plugins on resize (reInit), which stops autoplay, so this
  // intent is what restarts it.
  const wantsPlay = useRef(true);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    const onPointerDown = () => {
      wantsPlay.current = false;
    };
    const resume = () => {
      if (wantsPlay.current) autoplay.play();
    };
    const onReInit = () => {
      onSelect();
      resume();
    };
    embla.on("select", onSelect).on("reInit", onReInit).on("pointerDown", onPointerDown);
    embla.on("autoplay:play", onPlay).on("autoplay:stop", onStop);
    if (prefersReducedMotion()) wantsPlay.current = false;
    resume();
    return () => {
      embla.off("select", onSelect).off("reInit", onReInit).off("pointerDown", onPointerDown);
      embla.off("autoplay:play", onPlay).off("autoplay:stop", onStop);
    };
  }, [embla, autoplay]);

  // Manual moves restart the countdown, so a slide the reader chose stays for 5 s.
  const goTo = useCallback(
    (index: number) => {
      embla?.scrollTo(index);
      autoplay.reset();
    },
    [embla, autoplay],
  );
  const goPrev = () => {
    embla?.scrollPrev();
    autoplay.reset();
  };
  const goNext = () => {
    embla?.scrollNext();
    autoplay.reset();
  };
  const togglePlay = () => {
    wantsPlay.current = !playing;
    if (playing) autoplay.stop();
    else autoplay.play();
  };

  return { viewportRef, selected, playing, goTo, goPrev, goNext, togglePlay };
}

/** One slide; the first one's headline is the page's <h1>. */
function BannerSlide({ slide, index, count, active }: { slide: Slide; index: number; count: number; active: boolean }) {
  const Heading = index === 0 ? H1 : H2;
  return (
    <SlideFrame
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      inert={!active}
    >
      {slide.image && (
        <Backdrop
          src={slide.image}
          alt=""
          width={1920}
          height={1080}
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : "low"}
          decoding="async"
        />
      )}
      <Shade />
      <Content>
        <Eyebrow>Global Import &amp; Export</Eyebrow>
        <Heading>{slide.heading}</Heading>
        {slide.subtitle && <Subtitle>{slide.subtitle}</Subtitle>}
        <Ctas>
          <ButtonLink to="/products" $size="lg">
            Explore Products
          </ButtonLink>
          <ButtonLink to="/contact" $variant="light" $size="lg">
            Contact Us
          </ButtonLink>
        </Ctas>
      </Content>
    </SlideFrame>
  );
}

type ControlProps = Pick<ReturnType<typeof useSlideshow>, "selected" | "playing" | "goTo" | "goPrev" | "goNext" | "togglePlay">;

/** Previous, a dot per slide, next, and pause or play. */
function SlideControls({ count, selected, playing, goTo, goPrev, goNext, togglePlay }: ControlProps & { count: number }) {
  return (
    <Controls>
      <RoundButton type="button" aria-label="Previous slide" onClick={goPrev}>
        <span aria-hidden="true">‹</span>
      </RoundButton>
      <Dots>
        {Array.from({ length: count }, (_, index) => (
          <Dot
            key={index}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === selected}
            onClick={() => goTo(index)}
          />
        ))}
      </Dots>
      <RoundButton type="button" aria-label="Next slide" onClick={goNext}>
        <span aria-hidden="true">›</span>
      </RoundButton>
      <RoundButton type="button" aria-label={playing ? "Pause slideshow" : "Play slideshow"} onClick={togglePlay}>
        <span aria-hidden="true">{playing ? "❚❚" : "\u25B6\uFE0E"}</span>
      </RoundButton>
    </Controls>
  );
}

export function BannerCarousel({ banners }: { banners: Slide[] }) {
  const slides = banners.length > 0 ? banners : [FALLBACK];
  const { viewportRef, ...show } = useSlideshow();
  const multiple = slides.length > 1;

  return (
    <Region aria-roledescription="carousel" aria-label="Highlights">
      <Viewport ref={viewportRef}>
        <Track>
          {slides.map((slide, index) => (
            <BannerSlide key={index} slide={slide} index={index} count={slides.length} active={index === show.selected} />
          ))}
        </Track>
      </Viewport>
      {multiple && <SlideControls count={slides.length} {...show} />}
    </Region>
  );
}

