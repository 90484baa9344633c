import { SERVICE_LABELS } from '@domain/contractors/rules.ts';
import type { PublicProfile } from '../api/types.ts';

const SUFFIX = ' | WineCellarGPT';

/** A unique title per firm. */
export const profileTitle = (profile: PublicProfile) => `${profile.company}: Wine Cellar Contractor${SUFFIX}`;

/** 50–170 characters: what the firm does and where, cut on a word if long. */
export function profileDescription(profile: PublicProfile): string {
  const services = profile.services.map((service) => SERVICE_LABELS[service].toLowerCase()).join(', ');
  const areas = profile.service_areas.length > 0 ? ` in ${profile.service_areas.join(', ')}` : '';
  const text = `${profile.company}: ${services || 'wine cellar work'}${areas}. Credentials checked by WineCellarGPT; request them for your cellar.`;
  if (text.length <= 170) return text;
  return `${text.slice(0, 166).replace(/\s+\S*$/, '')}...`;
}

/** schema.org data for the firm: a home-and-construction business with what it offers and where. */
export function profileJsonLd(profile: PublicProfile, siteUrl: string, images: readonly string[]): Record<string, unknown> {
  const url = `${siteUrl}/contractors/${profile.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${url}#business`,
    name: profile.company,
    description: profile.bio || profileDescription(profile),
    url,
    ...(profile.website ? { sameAs: [profile.website] } : {}),
    ...(images.length > 0 ? { image: images.map((image) => new URL(image, siteUrl).href) } : {}),
    areaServed: profile.service_areas.map((name) => ({ '@type': 'Place', name })),
    makesOffer: profile.services.map((service) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: SERVICE_LABELS[service] } })),
  };
}
