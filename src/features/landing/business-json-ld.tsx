import { useInnerHtml } from '@/lib/inner-html.ts';
import { business } from '@domain/business.ts';
import { env } from '@/lib/env.ts';

/** docs/product-spec.md §1: business structured data with the 4.9 rating from 500 reviews. */
export function businessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${env.siteUrl}/#business`,
    name: business.name,
    legalName: business.legalName,
    description: business.tagline,
    url: env.siteUrl,
    logo: `${env.siteUrl}/icons/icon-512.png`,
    image: `${env.siteUrl}/og/default.png`,
    email: business.email,
    telephone: business.phone,
    priceRange: business.pricing.label,
    areaServed: { '@type': 'Country', name: business.serviceArea },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.stats.rating,
      reviewCount: business.stats.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    makesOffer: business.services.map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })),
  };
}

export function BusinessJsonLd() {
  // JSON-LD is inert data; escaping '<' keeps a stray '</script>' in any string from ending the tag.
  const json = JSON.stringify(businessJsonLd()).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={useInnerHtml(json)} />;
}
