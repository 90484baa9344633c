import { SERVICES, type Service } from '@domain/contractors/rules.ts';

/** The directory's filters, kept in the URL (?service=…&area=…) so a filtered list can be shared. */
export interface DirectoryFilters {
  service?: Service;
  area?: string;
}

export function readFilters(params: URLSearchParams): DirectoryFilters {
  const filters: DirectoryFilters = {};
  const service = params.get('service');
  if (service && (SERVICES as readonly string[]).includes(service)) filters.service = service as Service;
  const area = params.get('area')?.trim();
  if (area) filters.area = area.slice(0, 60);
  return filters;
}

export function writeFilters(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.service) params.set('service', filters.service);
  if (filters.area) params.set('area', filters.area);
  return params;
}
