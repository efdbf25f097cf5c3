import { z } from 'zod';
import type { SessionUser } from '../../plugins/session.js';

/** What the signed-in user may know about their own account. */
export const SelfSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  country: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
  verifiedPlumber: z.boolean(),
  verifiedElectrician: z.boolean(),
  role: z.enum(['user', 'moderator', 'admin']),
});
export type Self = z.infer<typeof SelfSchema>;

export function presentSelf(user: SessionUser): Self {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    country: user.country,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    phoneVerified: user.phoneVerified,
    profileImageUrl: user.profileImageKey ? `/api/users/${user.id}/avatar` : null,
    verifiedPlumber: user.verifiedPlumber,
    verifiedElectrician: user.verifiedElectrician,
    role: user.role as Self['role'],
  };
}
