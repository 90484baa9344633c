import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { SERVICE_LABELS } from '@domain/contractors/rules.ts';
import type { PublicProfile } from '../api/types.ts';
import { Credentials } from './credentials.tsx';
import { SampleMark } from './sample-mark.tsx';

export function ContractorCard({ profile }: { profile: PublicProfile }) {
  return (
    <article className="card flex h-full flex-col gap-4 p-6" data-testid="contractor-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-2xl text-cream-50">
          <Link to={`/contractors/${profile.slug}`} className="hover:text-gold-200 focus-visible:text-gold-200">
            {profile.company}
          </Link>
        </h2>
        {profile.is_sample ? <SampleMark /> : null}
      </div>
      <p className="text-sm text-cream-100">{profile.services.map((service) => SERVICE_LABELS[service]).join(' · ')}</p>
      {profile.service_areas.length > 0 ? (
        <p className="flex items-start gap-2 text-sm text-mist-300">
          <MapPin className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
          <span>{profile.service_areas.join(', ')}</span>
        </p>
      ) : null}
      <Credentials profile={profile} compact />
      <Link to={`/contractors/${profile.slug}`} className="btn-outline mt-auto self-start px-5 text-sm">
        View profile<span className="sr-only"> of {profile.company}</span>
      </Link>
    </article>
  );
}

/** The card's shape while the list loads, so nothing moves when it arrives. */
export function ContractorCardSkeleton() {
  return (
    <div className="card flex h-64 flex-col gap-4 p-6" aria-hidden="true">
      <div className="h-7 w-2/3 rounded bg-cellar-700/60" />
      <div className="h-4 w-1/2 rounded bg-cellar-700/60" />
      <div className="h-4 w-3/4 rounded bg-cellar-700/60" />
      <div className="mt-auto h-10 w-32 rounded-full bg-cellar-700/60" />
    </div>
  );
}
