import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserDetails } from '../../users/user.types';
import { QuizWindow } from '../quiz.entity';
import { Scope } from '../../../graphql/scope-directive';

@InputType({
  description:
    "A learner's accommodation, for one quiz or for every quiz of an activity (give quizId or activityId, not both): setting it again replaces it. " +
    'Fields left out or null leave that part as the quiz has it.',
})
export class QuizAccommodationInput {
  @Field(() => ID, { nullable: true, description: 'A learner (an account with the learner role); or give learnerEmail.' })
  learnerId?: string | null;

  @Field(() => String, { nullable: true, description: "Instead of learnerId: the learner's e-mail address, as they sign in with it." })
  learnerEmail?: string | null;

  @Field(() => ID, { nullable: true })
  quizId?: string | null;

  @Field(() => ID, { nullable: true, description: "Every quiz of the activity, those added later too; a quiz's own accommodation replaces it there." })
  activityId?: string | null;

  @Field(() => Float, { nullable: true, description: 'The time limit multiplied by this, 1 to 4 in hundredths (1.5: half as long again); rounded to whole minutes.' })
  timeFactor?: number | null;

  @Field(() => Int, { nullable: true, description: 'Minutes added to the (multiplied) time limit, 0 to 600. An untimed quiz stays untimed.' })
  extraMinutes?: number | null;

  @Field(() => Int, { nullable: true, description: 'Attempts added to those allowed, 0 to 10 (unlimited stays unlimited).' })
  extraAttempts?: number | null;

  @Field(() => Date, { nullable: true, description: "The learner's own opening, instead of the quiz's." })
  opensAt?: Date | null;

  @Field(() => Date, { nullable: true, description: "The learner's own closing, instead of the quiz's; after opensAt when both are set." })
  closesAt?: Date | null;
}

@ObjectType({ description: "A learner's accommodation on a quiz or on every quiz of an activity: for the quiz's tutor and admins." })
@Scope('read:results')
export class QuizAccommodation {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  learnerId: string;

  @Field(() => UserDetails)
  learner: UserDetails;

  @Field(() => ID, { nullable: true, description: 'Set for one quiz (then activityId is null).' })
  quizId: string | null;

  @Field(() => ID, { nullable: true, description: 'Set for every quiz of an activity (then quizId is null).' })
  activityId: string | null;

  @Field(() => Float, { nullable: true })
  timeFactor: number | null;

  @Field(() => Int, { nullable: true })
  extraMinutes: number | null;

  @Field(() => Int, { nullable: true })
  extraAttempts: number | null;

  @Field(() => Date, { nullable: true })
  opensAt: Date | null;

  @Field(() => Date, { nullable: true })
  closesAt: Date | null;

  @Field()
  updatedAt: Date;
}

@ObjectType({
  description:
    "The signed-in learner's terms on a quiz, their accommodation applied (the server's deadline, attempts and window follow these), beside the quiz's own " +
    'figures: "30 minutes (extended from 20)".',
})
@Scope('read:results')
export class QuizTerms {
  @Field(() => Boolean, { description: 'Whether an accommodation applies to the learner on this quiz.' })
  accommodated: boolean;

  @Field(() => Int, { nullable: true, description: 'Null: untimed.' })
  timeLimitMinutes: number | null;

  @Field(() => Int, { nullable: true, description: 'Null: unlimited.' })
  attemptsAllowed: number | null;

  @Field(() => Date, { nullable: true })
  opensAt: Date | null;

  @Field(() => Date, { nullable: true })
  closesAt: Date | null;

  @Field(() => QuizWindow, { description: "Where the server's time falls in the learner's window now." })
  window: QuizWindow;

  @Field(() => Int, { nullable: true, description: 'The quiz\'s own time limit (null: untimed).' })
  quizTimeLimitMinutes: number | null;

  @Field(() => Int, { nullable: true, description: "The quiz's own attempts allowed (null: unlimited)." })
  quizAttemptsAllowed: number | null;

  @Field(() => Date, { nullable: true })
  quizOpensAt: Date | null;

  @Field(() => Date, { nullable: true })
  quizClosesAt: Date | null;
}
