/**
 * The contractors feature's public entry, for the admin's contractor pages:
 * the one profile form and its column mapping, the sample mark, and how a
 * check's date reads.
 */
export { ProfileForm, type ProfileFields } from './components/profile-form.tsx';
export { profileColumns, type Firm } from './api/portal.ts';
export type { ResponseStats } from './api/types.ts';
export { SampleMark } from './components/sample-mark.tsx';
export { checkedOn } from './components/credentials.tsx';
