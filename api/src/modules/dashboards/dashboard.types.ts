import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Scope } from '../../graphql/scope-directive';

@ObjectType({ description: 'Accounts per role.' })
export class RoleCounts {
  @Field(() => Int)
  admins: number;

  @Field(() => Int)
  tutors: number;

  @Field(() => Int)
  learners: number;
}

@ObjectType()
export class AdminDashboard {
  @Field(() => RoleCounts)
  users: RoleCounts;

  @Field(() => Int)
  papers: number;

  @Field(() => Int)
  courses: number;

  @Field(() => Int, { description: 'Opportunities whose status is OPEN now.' })
  openOpportunities: number;

  @Field(() => Int, { description: 'Contact messages not replied to yet.' })
  unrepliedMessages: number;
}

@ObjectType()
@Scope('read:results')
export class TutorDashboard {
  @Field(() => Int)
  activities: number;

  @Field(() => Int)
  chapters: number;

  @Field(() => Int)
  quizzes: number;

  @Field(() => Int)
  publishedQuizzes: number;

  @Field(() => Int, { description: "Learners' attempts on this tutor's quizzes." })
  attempts: number;

  @Field(() => Float, { description: 'Average score of those attempts, in percent (0 when none).' })
  averagePercentage: number;
}

@ObjectType()
@Scope('read:results')
export class LearnerDashboard {
  @Field(() => Int)
  attempts: number;

  @Field(() => Int)
  passed: number;

  @Field(() => Float, { description: 'Average score over all attempts, in percent (0 when none).' })
  averagePercentage: number;
}
