import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { landingIcons } from './icons';
import { AnalyticsSlide, DashboardSlide, VoiceSlide } from './preview-slides';

/** The landing carousel turns every 5 seconds. */
export const CAROUSEL_MS = 5000;

const SLIDES: { title: string; text: string; art: ReactNode }[] = [
  {
    title: 'Voice Interaction',
    text: 'Speak naturally. The patient listens, reacts to how you ask, and answers in its own voice.',
    art: <VoiceSlide />,
  },
  {
    title: 'Student Dashboard',
    text: 'Pick a patient by condition and difficulty, and follow your sessions, scores and streak.',
    art: <DashboardSlide />,
  },
  {
    title: 'Admin Analytics',
    text: 'Instructors approve accounts, review transcripts and see how the whole class is progressing.',
    art: <AnalyticsSlide />,
  },
];

/**
 * Three slides that advance every 5 s. Hovering or focusing it pauses, as does a reduced-motion
 * preference (OS or Settings > Display) unless the visitor presses Play; clicking a slide moves on.
 */
export function PreviewCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : !reduced;
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % SLIDES.length), CAROUSEL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index]);

  const go = (i: number) => setIndex((i + SLIDES.length) % SLIDES.length);
  const slide = SLIDES[index]!;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Product preview"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="mx-auto max-w-5xl"
    >
      <div className="flex flex-wrap items-center justify-center gap-2">
        <div
          role="tablist"
          aria-label="Choose a preview"
          className="flex flex-wrap justify-center gap-1 rounded-xl bg-slate-100 p-1"
        >
          {SLIDES.map((s, i) => (
            <button
              key={s.title}
              type="button"
              role="tab"
              id={`preview-tab-${i}`}
              aria-selected={i === index}
              aria-controls="preview-slide"
              onClick={() => go(i)}
              className={cn(
                'focus-ring rounded-lg px-3.5 py-2 text-sm font-medium transition-colors',
                i === index ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {s.title}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => setChoice(playing ? 'pause' : 'play')}
          className="focus-ring inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {playing ? landingIcons.pause : landingIcons.play}
          {playing ? 'Pause' : 'Play'}
          <span className="sr-only"> slide rotation</span>
        </button>
      </div>

      <div
        id="preview-slide"
        role="tabpanel"
        aria-roledescription="slide"
        aria-labelledby={`preview-tab-${index}`}
        // Announce changes only when the visitor caused them, not every 5 seconds.
        aria-live={running ? 'off' : 'polite'}
        className="mt-8 grid items-center gap-8 md:grid-cols-[0.8fr_1.2fr]"
      >
        <div>
          <p className="text-sm font-semibold text-teal-700">
            {index + 1} of {SLIDES.length}
          </p>
          <h3 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{slide.title}</h3>
          <p className="mt-3 text-slate-700">{slide.text}</p>
          <div className="mt-6 flex gap-2">
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label="Previous preview"
              className="focus-ring rounded-lg border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50"
            >
              {landingIcons.chevronLeft}
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label="Next preview"
              className="focus-ring rounded-lg border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-50"
            >
              {landingIcons.chevronRight}
            </button>
          </div>
        </div>
        {/* The picture itself is a mouse shortcut to the next slide; keyboard users have the buttons. */}
        <div
          onClick={() => go(index + 1)}
          className="flex min-h-[22rem] cursor-pointer items-center transition-transform duration-300 hover:-translate-y-0.5"
          data-testid="preview-art"
        >
          <div className="w-full">{slide.art}</div>
        </div>
      </div>
    </section>
  );
}
