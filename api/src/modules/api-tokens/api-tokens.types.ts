import { Field, InputType, ObjectType } from 'type-graphql';
import { PersonalAccessToken } from './api-token.entity';

@ObjectType({ description: 'A scope a personal access token can be given.' })
export class ApiScopeInfo {
  @Field({ description: 'As given in `scopes`, e.g. read:courses.' })
  name: string;

  @Field({ description: 'What it lets a token do, in plain words.' })
  description: string;
}

@InputType({ description: 'A new personal access token.' })
export class CreatePersonalAccessTokenInput {
  @Field({ description: 'What the token is for: 1 to 100 characters.' })
  name: string;

  @Field(() => [String], { description: 'At least one, each one of `apiScopes`.' })
  scopes: string[];

  @Field({ description: 'In the future, and at most 366 days ahead.' })
  expiresAt: Date;
}

@ObjectType({ description: 'A token just made, with its secret: shown this once, never again.' })
export class CreatedPersonalAccessToken {
  @Field({ description: 'lh_pat_...: send it as `Authorization: Bearer <secret>`. Only its hash is kept, so it cannot be shown again.' })
  secret: string;

  @Field(() => PersonalAccessToken)
  token: PersonalAccessToken;
}
