import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { deferred } from '@/components/ui/deferred.tsx';
import { scrollToSection, type ScrollRequest } from '@/lib/section-nav.ts';
import { scrollToElement } from '@/lib/in-page-scroll.ts';
import { BusinessJsonLd } from './business-json-ld.tsx';

// SPEC §1 order. Every section is prerendered in full; its code loads when
// the browser is idle or the visitor reaches it (see deferred()). Nothing
// here needs JavaScript to be read or followed: links are links, the hero's
// image offer is CSS, the FAQ is native <details>.
const HeroSection = deferred(() => import('./components/hero-section.tsx'), { anchorId: 'top' });
const ValueProps = deferred(() => import('./components/value-props-section.tsx'), { anchorId: 'value-title' });
const WhyFail = deferred(() => import('./components/why-fail-section.tsx'), { anchorId: 'fail-title' });
const Services = deferred(() => import('./components/services-section.tsx'), { anchorId: 'services' });
const Projects = deferred(() => import('./components/projects-section.tsx'), { anchorId: 'projects' });
const About = deferred(() => import('./components/about-section.tsx'), { anchorId: 'about' });
const Testimonials = deferred(() => import('./components/testimonials-section.tsx'), { anchorId: 'testimonials-title' });
const Faq = deferred(() => import('./components/faq-section.tsx'), { anchorId: 'faq-title' });
const QuizCta = deferred(() => import('./components/quiz-cta-section.tsx'), { anchorId: 'quiz-title' });
const Resources = deferred(() => import('./components/resources-section.tsx'), { anchorId: 'resources-title' });
const Contact = deferred(() => import('./components/contact-section.tsx'), { anchorId: 'contact' });

const isScrollRequest = (state: unknown): state is ScrollRequest =>
  typeof state === 'object' && state !== null && typeof (state as ScrollRequest).scrollTo === 'string';

export default function LandingPage() {
  const { state, hash } = useLocation();

  // SPEC §2: header links on other pages navigate here and ask for a section;
  // links such as /#faq-title (from the assistant's sources) land on theirs.
  useEffect(() => {
    if (isScrollRequest(state)) scrollToSection(state.scrollTo);
    else if (hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) scrollToElement(target);
    }
  }, [state, hash]);

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
