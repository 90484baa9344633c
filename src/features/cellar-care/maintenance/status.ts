import type { Health } from '@domain/maintenance/health.ts';

export const STATUS_LABELS: Record<Health['status'], string> = { healthy: 'Healthy', watch: 'Worth watching', 'service-soon': 'Service soon' };
