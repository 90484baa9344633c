/**
 * What the GoTrue endpoints and the admin API read from a request alike: a
 * JSON object body within the auth limits, and user metadata held to the
 * size a token can carry.
 */
import { isRecord, readJsonObject } from '../http/responses.ts';
import type { AuthContext } from './context.ts';
import { authErrors } from './errors.ts';
import { checkMetadataSize } from './users.ts';

export const authBody = (request: Request, ctx: AuthContext) =>
  readJsonObject(request, { maxBytes: ctx.limits.authBodyBytes, maxDepth: ctx.limits.jsonDepth }, authErrors.badJson);

/** The metadata given, or {} for anything but an object; over the size limit, the auth error. */
export const metadataFrom = (ctx: AuthContext, value: unknown) => checkMetadataSize(isRecord(value) ? value : {}, ctx.limits.userMetadataBytes);
