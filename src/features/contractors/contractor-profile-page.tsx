import { useParams } from 'react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { SERVICE_LABELS } from '@domain/contractors/rules.ts';
import { Seo } from '@/components/seo/seo.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { FactList } from '@/components/ui/fact-list.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ContactForm } from '@/features/contact/index.ts';
import { env } from '@/lib/env.ts';
import { NotFound } from '@/lib/not-found.tsx';
import { WithQueries } from '@/lib/query-client.tsx';
import { usePortfolio, useProfile } from './api/directory.ts';
import type { PublicProfile } from './api/types.ts';
import { Credentials } from './components/credentials.tsx';
import { PortfolioGrid } from './components/portfolio-grid.tsx';
import { SampleMark } from './components/sample-mark.tsx';
import { profileDescription, profileJsonLd, profileTitle } from './lib/profile-seo.ts';

function Facts({ profile }: { profile: PublicProfile }) {
  const rows: Array<[string, string]> = [
    ['Services', profile.services.map((service) => SERVICE_LABELS[service]).join(', ')],
    ['Service areas', profile.service_areas.join(', ') || 'Ask us'],
  ];
  if (profile.years_in_business !== null) rows.push(['Years in business', String(profile.years_in_business)]);
  if (profile.projects_completed !== null) rows.push(['Projects completed', profile.projects_completed.toLocaleString('en-US')]);
  return <FactList rows={rows} className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]" />;
}

function Profile({ profile }: { profile: PublicProfile }) {
  const portfolio = usePortfolio(profile.id);
  const images = (portfolio.data ?? []).filter((image) => image.path === null).map((image) => image.url);
  return (
    <article className="container-page py-12 sm:py-16">
      <Seo title={profileTitle(profile)} description={profileDescription(profile)} path={`/contractors/${profile.slug}`} />
      <JsonLd data={profileJsonLd(profile, env.siteUrl, images)} />
      <Link to="/contractors" className="inline-flex items-center gap-2 text-sm text-gold-200 underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> All contractors
      </Link>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h1 className="text-4xl text-cream-50 sm:text-5xl">{profile.company}</h1>
        {profile.is_sample ? <SampleMark /> : null}
      </div>
      {profile.is_sample ? (
        <p className="mt-3 max-w-3xl text-sm text-gold-100">
          This is a sample profile for local development: the firm, its pictures and its checks are illustrative, not a real business.
        </p>
      ) : null}
      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-10">
          {profile.bio ? <p className="whitespace-pre-line text-lg leading-relaxed text-mist-200">{profile.bio}</p> : null}
          <Facts profile={profile} />
          {profile.website ? (
            <a href={profile.website} rel="noopener nofollow" target="_blank" className="inline-flex items-center gap-2 text-gold-200 underline underline-offset-4">
              Website <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
          <section aria-labelledby="profile-credentials" className="grid gap-4">
            <h2 id="profile-credentials" className="text-2xl text-cream-50">
              Credentials
            </h2>
            <Credentials profile={profile} />
          </section>
          <section aria-labelledby="profile-portfolio" className="grid gap-4">
            <h2 id="profile-portfolio" className="text-2xl text-cream-50">
              Portfolio
            </h2>
            <PortfolioGrid images={portfolio.data} loading={portfolio.isPending} />
          </section>
        </div>
        <section aria-labelledby="profile-request" className="card h-fit p-6 sm:p-8">
          <h2 id="profile-request" className="text-2xl text-cream-50">
            Request this contractor
          </h2>
          <p className="mt-2 text-sm text-mist-300">
            Tell us about your project. Your request names {profile.company}; our team confirms the fit and introduces you within 24 hours.
          </p>
          <div className="mt-6">
            <ContactForm contractorSlug={profile.slug} label={`Request ${profile.company}`} />
          </div>
        </section>
      </div>
    </article>
  );
}

function ProfileRoute() {
  const { slug = '' } = useParams();
  const profile = useProfile(slug);
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <div className="container-page py-16">
        <h1 className="text-4xl text-cream-50">Contractor profile</h1>
        <LoadError what="This profile" onRetry={() => void profile.refetch()} className="mt-4 text-red-100" />
      </div>
    );
  }
  // Unknown, unapproved or deactivated: the real not-found page.
  if (!profile.data) return <NotFound />;
  return <Profile profile={profile.data} />;
}

/** /contractors/:slug: one approved, active firm. */
export default function ContractorProfilePage() {
  return (
    <WithQueries>
      <ProfileRoute />
    </WithQueries>
  );
}
