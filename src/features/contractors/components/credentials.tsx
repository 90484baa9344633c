import { BadgeCheck, Clock } from 'lucide-react';
import { VERIFICATION_KINDS, VERIFICATION_LABELS, formatDuration } from '@domain/contractors/rules.ts';
import type { PublicProfile } from '../api/types.ts';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** A check's day ("2026-10-26") as people read it; dates carry no time, so read them in UTC. */
export const checkedOn = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

type Facts = Pick<PublicProfile, 'credentials' | 'responds_within_a_day' | 'median_response_minutes' | 'responded_leads'>;

/**
 * Badges only for what the business checked (with the day it did) and for
 * what the data shows: "Verified" needs all three checks; "Responds within a
 * day" is computed by the database (docs/business.md).
 */
export function Credentials({ profile, compact = false }: { profile: Facts; compact?: boolean }) {
  const kinds = new Set(profile.credentials.map((credential) => credential.kind));
  const verified = VERIFICATION_KINDS.every((kind) => kinds.has(kind));
  const badge = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold';
  return (
    <div className="grid gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Badges">
        {verified ? (
          <li className={`${badge} bg-emerald-400/15 text-emerald-100`}>
            <BadgeCheck className="size-3.5" aria-hidden="true" /> Verified
          </li>
        ) : null}
        {profile.responds_within_a_day ? (
          <li className={`${badge} bg-sky-400/15 text-sky-100`}>
            <Clock className="size-3.5" aria-hidden="true" /> Responds within a day
          </li>
        ) : null}
      </ul>
      {profile.credentials.length > 0 ? (
        <ul className="grid gap-1 text-sm text-mist-300" aria-label="What we checked">
          {profile.credentials.map((credential) => (
            <li key={credential.kind} className="flex items-center gap-2">
              <BadgeCheck className="size-4 shrink-0 text-gold-300" aria-hidden="true" />
              <span>
                {VERIFICATION_LABELS[credential.kind]} checked by WineCellarGPT on{' '}
                <time dateTime={credential.checked_on}>{checkedOn(credential.checked_on)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : compact ? null : (
        <p className="text-sm text-mist-400">No credentials checked by WineCellarGPT yet.</p>
      )}
      {!compact && profile.median_response_minutes !== null && profile.responded_leads > 0 ? (
        <p className="text-sm text-mist-300">
          Median first response: {formatDuration(profile.median_response_minutes)} over {profile.responded_leads} lead
          {profile.responded_leads === 1 ? '' : 's'}
        </p>
      ) : null}
    </div>
  );
}
