import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { Row } from '../../db/row';

@ObjectType('PersonalAccessToken', {
  description: "A named API token of the signed-in user: `Authorization: Bearer lh_pat_...`. Its secret is shown once, when it is made, and never again.",
})
@Entity('personal_access_tokens')
export class PersonalAccessToken extends Row {
  // The owner (the row goes with the account: ON DELETE CASCADE).
  @Column({ type: 'uuid' })
  userId: string;

  @Field({ description: 'What the token is for, as its owner named it (1 to 100 characters).' })
  @Column({ type: 'varchar' })
  name: string;

  @Field(() => [String], { description: 'What the token may do (see `apiScopes`), within its owner\'s role.' })
  @Column({ type: 'text', array: true })
  scopes: string[];

  // SHA-256 of the secret, in hex; never selected unless asked for by name.
  @Column({ type: 'varchar', select: false })
  tokenHash: string;

  @Field()
  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'From this moment the token is refused (UNAUTHENTICATED).' })
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Field(() => Date, { nullable: true, description: 'When a request last came with it (written at most once a minute, so up to a minute behind); null if never used.' })
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was revoked (by its owner, or by a password or role change); null while it is live.' })
  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
