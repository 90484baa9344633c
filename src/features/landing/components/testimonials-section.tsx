import { Quote, Star } from 'lucide-react';
import { business } from '@domain/business.ts';
import { TESTIMONIALS_ARE_SAMPLES, testimonials } from '@/content/landing/testimonials.ts';
import { SectionHeading } from './section-heading.tsx';

export default function TestimonialsSection() {
  const { stats } = business;
  return (
    <section aria-labelledby="testimonials-title" className="offscreen-lazy border-y border-cellar-700/60 bg-cellar-850 py-20">
      <div className="container-page">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What owners say after the first summer">
          Rated {stats.ratingLabel} across {stats.reviewCount} reviews.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.text} className="card flex flex-col p-6">
              <figure className="flex flex-1 flex-col">
                <div className="flex items-center justify-between">
                  <p className="flex gap-0.5" role="img" aria-label={`${testimonial.rating} out of 5 stars`}>
                    {Array.from({ length: 5 }, (_, index) => (
                      <Star
                        key={index}
                        className={`size-4 ${index < testimonial.rating ? 'fill-gold-400 text-gold-400' : 'text-cellar-600'}`}
                        aria-hidden="true"
                      />
                    ))}
                  </p>
                  <Quote className="size-6 text-wine-500" aria-hidden="true" />
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-cream-100">“{testimonial.text}”</blockquote>
                <figcaption className="mt-6 border-t border-cellar-700 pt-4 text-sm">
                  <span className="block font-semibold text-cream-50">{testimonial.name}</span>
                  <span className="block text-mist-400">
                    {testimonial.location} · {testimonial.project}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {TESTIMONIALS_ARE_SAMPLES ? (
          <p className="mt-6 text-center text-xs text-mist-400">
            Sample testimonials shown while verified client reviews are being collected.
          </p>
        ) : null}
      </div>
    </section>
  );
}
