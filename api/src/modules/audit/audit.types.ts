import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { ConnectionOf } from '../../graphql/pagination';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/pagination';
import { AuditEntry, AuditOutcome } from './audit-entry.entity';

@ObjectType()
export class AuditEntryConnection extends ConnectionOf(AuditEntry) {}

@ArgsType()
export class AuditLogArgs {
  @Field(() => Int, { nullable: true, description: `How many rows after \`after\`: ${DEFAULT_PAGE_SIZE} by default, at most ${MAX_PAGE_SIZE}.` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: "The `endCursor` (or an edge's `cursor`) of the page before." })
  after?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the rows of this user (as the actor).' })
  userId?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this operation, exactly as shown in `operation` (e.g. `updateQuiz`, `POST /api/quizzes/{id}/submit`).' })
  operation?: string | null;

  @Field(() => AuditOutcome, { nullable: true })
  outcome?: AuditOutcome | null;
}
