import type { CountryCode } from '@forewarn/domain';
import { api } from '../../../lib/api-client';

export type GeoResponse = { country: CountryCode | null };

/** The country our own server reads from a trusted proxy header, or null (decision 0006). */
export const getGeo = (signal?: AbortSignal) => api.get<GeoResponse>('/api/geo', { signal });
