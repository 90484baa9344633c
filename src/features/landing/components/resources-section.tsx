import { Download, ExternalLink, MessageCircle, Sparkles } from 'lucide-react';
import { env } from '@/lib/env.ts';
import { NewsletterSignup } from '@/features/newsletter/index.ts';
import { useAssistant } from '@/features/chat/index.ts';
import { SectionHeading } from './section-heading.tsx';

export const GUIDE_PDF = '/pdfs/7-deadly-sins-wine-cellars.pdf';

export default function ResourcesSection() {
  const { open } = useAssistant();
  return (
    <section aria-labelledby="resources-title" className="offscreen-lazy py-20">
      <div className="container-page">
        <SectionHeading id="resources-title" eyebrow="Free resources" title="Get expert answers before you spend a dollar">
          Ask our wine cellar expert anything, read the guide to the seven mistakes behind most failed cellars, and get one useful letter a
          month.
        </SectionHeading>

        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          <article className="card flex flex-col p-6 sm:p-8">
            <Sparkles className="size-8 text-gold-400" aria-hidden="true" />
            <h3 className="mt-5 text-2xl text-cream-50">Ask the Wine Cellar Expert</h3>
            <p className="mt-3 flex-1 leading-relaxed text-mist-300">
              Temperatures, humidity, insulation, cooling sizes and costs, answered from our own guides and calculators, with links to the
              pages behind each answer.
            </p>
            <div className="mt-6 grid gap-3">
              <button type="button" className="btn-gold" onClick={open}>
                <MessageCircle className="size-4" aria-hidden="true" />
                Chat with the expert now
              </button>
              <a href={env.customGptUrl} target="_blank" rel="noopener noreferrer" className="btn-outline">
                Open WineCellarGPT in ChatGPT
                <ExternalLink className="size-4" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
          </article>

          <article className="card flex flex-col overflow-hidden">
            <div className="flex gap-5 p-6 sm:p-8">
              <img
                src="/images/guide-cover.svg"
                width={600}
                height={800}
                loading="lazy"
                decoding="async"
                alt="Cover of the free guide The 7 Deadly Sins of Wine Cellars"
                className="aspect-[3/4] h-auto w-24 shrink-0 rounded shadow-lg shadow-black/50 sm:w-28"
              />
              <div>
                <p className="eyebrow">Free PDF guide</p>
                <h3 className="mt-2 text-2xl text-cream-50">The 7 Deadly Sins of Wine Cellars</h3>
              </div>
            </div>
            <p className="flex-1 px-6 leading-relaxed text-mist-300 sm:px-8">
              The seven design mistakes we find in failing cellars, the physics behind each one with worked numbers, what it costs to fix
              later, and a checklist for doing it right the first time.
            </p>
            <div className="p-6 sm:p-8">
              <a href={GUIDE_PDF} download className="btn-outline w-full">
                <Download className="size-4" aria-hidden="true" />
                Download the free guide (PDF)
              </a>
            </div>
          </article>

          <article className="card flex flex-col p-6 sm:p-8">
            <p className="eyebrow">Newsletter</p>
            <h3 className="mt-2 text-2xl text-cream-50">The Cellar Letter</h3>
            <p className="mt-3 mb-6 leading-relaxed text-mist-300">
              Monthly: a design lesson, a seasonal climate check, and new guides. Unsubscribe with one click.
            </p>
            <div className="mt-auto">
              <NewsletterSignup />
            </div>
          </article>
        </div>
      </div>
    </section>
  );
}
