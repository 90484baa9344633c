import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '../api/types.ts';
import { profileDescription, profileJsonLd, profileTitle } from './profile-seo.ts';

const profile: PublicProfile = {
  id: 'f1',
  slug: 'vintner-build-co',
  company: 'Vintner Build Co.',
  services: ['custom-construction', 'climate-control'],
  service_areas: ['Napa Valley', 'Sonoma'],
  years_in_business: 12,
  projects_completed: 140,
  bio: '',
  website: 'https://vintner.example',
  is_sample: false,
  credentials: [],
  responded_leads: 0,
  median_response_minutes: null,
  responds_within_a_day: false,
};

describe('a profile’s head tags', () => {
  it('has a unique title and a 50–170 character description', () => {
    expect(profileTitle(profile)).toBe('Vintner Build Co.: Wine Cellar Contractor | WineCellarGPT');
    const description = profileDescription(profile);
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(170);
    const long = profileDescription({ ...profile, service_areas: Array.from({ length: 20 }, (_, index) => `Area number ${index}`) });
    expect(long.length).toBeLessThanOrEqual(170);
    expect(long.endsWith('...')).toBe(true);
  });

  it('describes the firm as a HomeAndConstructionBusiness with its services and areas', () => {
    const data = profileJsonLd(profile, 'https://winecellargpt.com', ['/images/contractors/a.svg']);
    expect(data['@type']).toBe('HomeAndConstructionBusiness');
    expect(data.url).toBe('https://winecellargpt.com/contractors/vintner-build-co');
    expect(data.image).toEqual(['https://winecellargpt.com/images/contractors/a.svg']);
    expect(data.areaServed).toEqual([
      { '@type': 'Place', name: 'Napa Valley' },
      { '@type': 'Place', name: 'Sonoma' },
    ]);
  });
});
