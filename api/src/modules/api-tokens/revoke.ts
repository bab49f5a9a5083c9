import type { EntityManager } from 'typeorm';

/**
 * Revokes every live API token of a user, in the caller's transaction: what a password reset or
 * change and a role change do with the account's own write.
 */
export async function revokeApiTokensOf(em: EntityManager, userId: string, now: Date): Promise<void> {
  await em.query(`UPDATE personal_access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL`, [userId, now]);
}
