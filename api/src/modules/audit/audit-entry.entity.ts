import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { type EnumOf, graphqlEnum } from '../../graphql/enum';
import { Scope } from '../../graphql/scope-directive';

export const AuditOutcome = graphqlEnum('AuditOutcome', ['SUCCEEDED', 'REFUSED'], 'SUCCEEDED: a mutation that committed; REFUSED: a refused authorization (FORBIDDEN, UNAUTHENTICATED).');
export type AuditOutcome = EnumOf<typeof AuditOutcome>;

@Scope('admin:audit')
@ObjectType('AuditEntry', { description: 'One line of the audit log: a mutation that succeeded, or a refused authorization.' })
@Entity('audit_log')
export class AuditEntry {
  @Field(() => ID)
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Field({ description: "When, on the services' clock." })
  @Column({ type: 'timestamptz' })
  at: Date;

  // Who (null: nobody signed in, or a token that was refused before it was known); `actor` below.
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @Field(() => ID, { nullable: true, description: 'The personal access token the caller came with; null for a session of the web app (or nobody).' })
  @Column({ type: 'uuid', nullable: true })
  apiTokenId: string | null;

  @Field({ description: 'GraphQL: the root field (e.g. `updateQuiz`); REST: the method and the route, e.g. `POST /api/quizzes/{id}/submit`.' })
  @Column({ type: 'varchar' })
  operation: string;

  @Field(() => String, { nullable: true, description: "The GraphQL operation's name, if it had one." })
  @Column({ type: 'varchar', nullable: true })
  operationName: string | null;

  @Field(() => AuditOutcome)
  @Column({ type: 'varchar' })
  outcome: AuditOutcome;

  @Field(() => String, { nullable: true, description: 'For a refusal: its error code and message, e.g. `FORBIDDEN: This API token lacks the scope read:results`.' })
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Field(() => [String], { description: 'The ids in the arguments, and the id of what a mutation created or returned where known.' })
  @Column({ type: 'text', array: true })
  targetIds: string[];

  @Field(() => String, { nullable: true, description: "The client's address (as the trusted proxies report it)." })
  @Column({ type: 'varchar', nullable: true })
  clientAddress: string | null;

  @Field(() => String, { nullable: true, description: "The request's id (X-Request-Id), as in the server's log." })
  @Column({ type: 'varchar', nullable: true })
  requestId: string | null;
}
