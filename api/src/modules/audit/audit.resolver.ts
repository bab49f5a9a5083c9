import { Args, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { pageOfArgs, toConnection } from '../../graphql/pagination';
import { Scope } from '../../graphql/scope-directive';
import { Role } from '../users/role';
import { User } from '../users/user.entity';
import { AuditEntry } from './audit-entry.entity';
import { AuditEntryConnection, AuditLogArgs } from './audit.types';

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Auth(Role.ADMIN)
  @Scope('admin:audit')
  @Query(() => AuditEntryConnection, {
    description: 'The audit log, newest first: every mutation that succeeded and every refused authorization; filtered by user, operation and outcome (admins only).',
  })
  async auditLog(@Args() { userId, operation, outcome, first, after }: AuditLogArgs, @Ctx() ctx: Context): Promise<AuditEntryConnection> {
    return toConnection(await ctx.services.audit.list({ userId, operation, outcome }, pageOfArgs({ first, after })));
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who: null when nobody was signed in (or the account is gone). A token also needs read:users to select it.' })
  actor(@Root() entry: AuditEntry, @Ctx() ctx: Context): Promise<User | null> | null {
    return entry.actorId ? ctx.loaders.userById.load(entry.actorId) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The token's name as its owner calls it now; null for a session (or a token gone with its account)." })
  async apiTokenName(@Root() entry: AuditEntry, @Ctx() ctx: Context): Promise<string | null> {
    return entry.apiTokenId ? ((await ctx.loaders.apiTokenById.load(entry.apiTokenId))?.name ?? null) : null;
  }
}

