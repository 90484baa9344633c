import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { deferred } from '@/components/ui/deferred.tsx';
import { prerendered } from '@/components/ui/prerendered.tsx';
import { scrollToSection, type ScrollRequest } from '@/lib/section-nav.ts';
import { elementForHash, scrollToElement } from '@/lib/in-page-scroll.ts';
import { whenIdle } from '@/lib/idle.ts';
import { BusinessJsonLd } from './business-json-ld.tsx';
import { keepOneFaqOpen } from './faq-toggle.ts';
import { showSpotsLeft } from './spots-left.ts';

// docs/product-spec.md §1 order. Every section is prerendered in full. Sections whose every
// interaction is a link or native HTML (the FAQ is <details name>, the hero's
// image offer is CSS) are never hydrated: the page keeps their HTML and loads
// none of their code (see prerendered()). The three with behaviour of their
// own (the chat opener, the newsletter and the contact form) load their code
// when the browser is idle or the visitor reaches them (see deferred()).
const HeroSection = prerendered(() => import('./components/hero-section.tsx'));
const ValueProps = prerendered(() => import('./components/value-props-section.tsx'));
const WhyFail = prerendered(() => import('./components/why-fail-section.tsx'));
const Services = prerendered(() => import('./components/services-section.tsx'));
const Projects = prerendered(() => import('./components/projects-section.tsx'));
const About = prerendered(() => import('./components/about-section.tsx'));
const Testimonials = prerendered(() => import('./components/testimonials-section.tsx'));
const Faq = prerendered(() => import('./components/faq-section.tsx'), { enhance: keepOneFaqOpen });
const QuizCta = prerendered(() => import('./components/quiz-cta-section.tsx'));
const Resources = deferred(() => import('./components/resources-section.tsx'), { anchorId: 'resources-title' });
const Contact = deferred(() => import('./components/contact-section.tsx'), { anchorId: 'contact' });

const isScrollRequest = (state: unknown): state is ScrollRequest =>
  typeof state === 'object' && state !== null && typeof (state as ScrollRequest).scrollTo === 'string';

export default function LandingPage() {
  const { state, hash } = useLocation();

  // docs/product-spec.md §2: header links on other pages navigate here and ask for a section;
  // links such as /#faq-title (from the assistant's sources) land on theirs.
  useEffect(() => {
    if (isScrollRequest(state)) scrollToSection(state.scrollTo);
    else if (hash.length > 1) {
      const target = elementForHash(hash);
      if (target) scrollToElement(target);
    }
  }, [state, hash]);

  // The badge's spots left this quarter, once the page is idle (spots-left.ts).
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => (stop = showSpotsLeft()));
    return () => {
      cancel();
      stop?.();
    };
  }, []);

  return (
    <>
      <BusinessJsonLd />
      <HeroSection />
      <ValueProps />
      <WhyFail />
      <Services />
      <Projects />
      <About />
      <Testimonials />
      <Faq />
      <QuizCta />
      <Resources />
      <Contact />
    </>
  );
}
