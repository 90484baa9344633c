import { CheckCircle2 } from 'lucide-react';
import { services } from '@/content/landing/services.ts';
import { SectionHeading } from './section-heading.tsx';

export default function ServicesSection() {
  return (
    <section id="services" tabIndex={-1} aria-labelledby="services-title" className="offscreen-lazy scroll-mt-20 bg-cellar-850 py-20 outline-none">
      <div className="container-page">
        <SectionHeading id="services-title" eyebrow="Services" title="Everything a cellar needs, from one team">
          Custom construction, climate control, design consultation and maintenance: the four services that decide whether a cellar
          protects wine for decades.
        </SectionHeading>
        <ul className="mt-14 grid gap-8 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.id} className="card flex flex-col overflow-hidden">
              <img
                src={service.image.src}
                width={800}
                height={560}
                alt={service.image.alt}
                loading="lazy"
                decoding="async"
                className="aspect-[10/7] h-auto w-full border-b border-cellar-700 object-cover"
              />
              <div className="flex flex-1 flex-col p-6 sm:p-8">
                <p className="self-start rounded-full bg-gold-400/15 px-3 py-1 text-xs font-semibold text-gold-200">{service.highlight}</p>
                <h3 className="mt-4 text-2xl text-cream-50">{service.title}</h3>
                <p className="mt-3 leading-relaxed text-mist-300">{service.description}</p>
                <ul className="mt-5 grid gap-2.5">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-2.5 text-sm text-cream-100">
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-gold-400" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
