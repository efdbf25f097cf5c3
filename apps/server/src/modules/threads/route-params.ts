import { z } from 'zod';

/** A path's thread or case id, shared by the thread routes and their event streams. */
export const ThreadParams = z.object({ id: z.string().min(1).max(64) });
export const CaseParams = z.object({ id: z.string().min(1).max(64) });
