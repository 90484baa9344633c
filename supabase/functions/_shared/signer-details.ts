/**
 * What the proposals and contracts functions record of the person who
 * accepts, opens or signs through an emailed link: the address the platform
 * saw and the browser. The address is the last X-Forwarded-For hop, the one
 * Supabase's gateway (and the local backend) appends; earlier hops and
 * X-Real-IP are written by the client and never recorded as theirs
 * (ai/client-key.ts, docs/functions.md "Who a rate limit counts").
 */
import { clientAddress } from './ai/client-key.ts';

export const signerIp = (request: Request): string | null => clientAddress(request)?.slice(0, 64) || null;

export const signerAgent = (request: Request): string | null => request.headers.get('user-agent')?.slice(0, 400) ?? null;
