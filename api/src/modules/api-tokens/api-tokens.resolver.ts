import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { PersonalAccessToken } from './api-token.entity';
import { ApiScopeInfo, CreatedPersonalAccessToken, CreatePersonalAccessTokenInput } from './api-tokens.types';
import { API_SCOPES } from './scopes';

// Personal access tokens: any signed-in user makes, lists and revokes their own.
@Resolver(() => PersonalAccessToken)
export class ApiTokensResolver {
  @Query(() => [ApiScopeInfo], { description: 'Every scope a personal access token can be given, with what it lets the token do.' })
  apiScopes(): ApiScopeInfo[] {
    return API_SCOPES.map(({ name, description }) => ({ name, description }));
  }

  @Auth()
  @Query(() => [PersonalAccessToken], { description: "The caller's live tokens (neither revoked nor expired), newest first; never their secrets." })
  personalAccessTokens(@CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<PersonalAccessToken[]> {
    return ctx.services.apiTokens.list(user);
  }

  @Auth()
  @Mutation(() => CreatedPersonalAccessToken, {
    description: 'A new token of the caller\'s, with its secret (shown this once). BAD_USER_INPUT for a blank name, no or an unknown scope, or an expiry not in the next 366 days.',
  })
  createPersonalAccessToken(@Arg('input') input: CreatePersonalAccessTokenInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<CreatedPersonalAccessToken> {
    return ctx.services.apiTokens.create(user, { ...input });
  }

  @Auth()
  @Mutation(() => PersonalAccessToken, { description: "Revokes one of the caller's tokens at once, on every instance; NOT_FOUND for anyone else's." })
  revokePersonalAccessToken(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<PersonalAccessToken> {
    return ctx.services.apiTokens.revoke(user, id);
  }
}
