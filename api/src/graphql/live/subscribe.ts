import { filter, pipe } from '@graphql-yoga/subscription';
import type { Role } from '../../modules/users/role';
import { type AuthUser, hasAccess, requireAccess } from '../../shared/auth/access';
import { type LiveEvents, livePubSub, type LiveTopic } from './events';
import type { LiveContext } from './ws-server';

/**
 * A subscription's event stream for one topic id, for callers with one of `roles` (any signed-in
 * user when none): refused at once otherwise (and by `allowed`, e.g. "owns this quiz"); then, before
 * each event, the caller is checked again, so one signed out or demoted meanwhile receives nothing more.
 */
export async function liveEvents<T extends LiveTopic>(
  context: unknown,
  topic: T,
  id: string,
  roles: readonly Role[],
  allowed: (user: AuthUser) => Promise<unknown> = async () => undefined,
  // Whether this caller is shown this event (e.g. not a draft's edit to a learner); the caller is signed in then.
  shown: (detail: LiveEvents[T][1], ctx: LiveContext) => Promise<boolean> = async () => true,
): Promise<AsyncIterable<LiveEvents[T][1]>> {
  const ctx = context as LiveContext;
  // The session as it is now, not as it was when the socket opened.
  await ctx.renew();
  await allowed(requireAccess(ctx, roles));
  return pipe(
    (livePubSub.subscribe as (topic: LiveTopic, id: string) => AsyncIterable<LiveEvents[T][1]>)(topic, id),
    filter(async (detail) => {
      await ctx.renew();
      return hasAccess(ctx.user, roles) && (await shown(detail, ctx));
    }),
  );
}
