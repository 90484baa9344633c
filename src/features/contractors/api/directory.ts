/**
 * The public side: the directory of approved, active firms and one profile
 * with its portfolio, read from the contractor_profiles and
 * contractor_portfolio views (public columns only; RLS-free by design).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryFilters } from '../lib/filters.ts';
import { readPortfolio } from './portfolio.ts';
import { PROFILE_COLUMNS, type PublicProfile } from './types.ts';
import { readOne, readRows } from '@/lib/db-read.ts';

/** Every public firm, filtered in the database by service and area, samples last. */
export const directoryQuery = (filters: DirectoryFilters) =>
  queryOptions({
    queryKey: ['contractors', 'directory', filters],
    queryFn: () =>
      readRows<PublicProfile>((db) => db.rpc('contractor_directory', { p_service: filters.service ?? null, p_area: filters.area ?? null }).select(PROFILE_COLUMNS)),
    placeholderData: keepPreviousData,
  });

/** The service areas any public firm covers, for the area filter. */
export const areasQuery = () =>
  queryOptions({
    queryKey: ['contractors', 'areas'],
    queryFn: () =>
      readRows<string>((db) => db.rpc('contractor_service_areas')),
  });

export const profileQuery = (slug: string) =>
  queryOptions({
    queryKey: ['contractors', 'profile', slug],
    queryFn: () =>
      readOne<PublicProfile>((db) => db.from('contractor_profiles').select(PROFILE_COLUMNS).eq('slug', slug).maybeSingle()),
  });

export const portfolioQuery = (contractorId: string) =>
  queryOptions({
    queryKey: ['contractors', 'portfolio', contractorId],
    queryFn: () => readPortfolio('contractor_portfolio', contractorId),
  });

export const useDirectory = (filters: DirectoryFilters) => useQuery(directoryQuery(filters));
export const useAreas = () => useQuery(areasQuery());
export const useProfile = (slug: string) => useQuery(profileQuery(slug));
export const usePortfolio = (contractorId: string) => useQuery(portfolioQuery(contractorId));
