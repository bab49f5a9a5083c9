import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Activity } from '../activities/activity.entity';
import { Course, CourseQuestion } from '../courses/course.entity';
import { CourseQuestionInput } from '../courses/course.types';
import { CardState, ReviewRating } from './scheduler';
import { Scope } from '../../graphql/scope-directive';

@ObjectType({ description: 'What one grade would do to a card shown now.' })
export class GradeInterval {
  @Field(() => ReviewRating)
  rating: ReviewRating;

  @Field({ description: 'When the card would be due again.' })
  due: Date;

  @Field(() => Int, { description: 'Seconds from now until then (the grade button shows it, e.g. "10 min", "3 days").' })
  seconds: number;
}

@ObjectType({ description: "A course question as the signed-in learner's flash card: the question, and where it stands in their schedule." })
@Scope('read:results')
export class StudyCard extends CourseQuestionInput {
  @Field(() => ID, { description: "The course question's id." })
  id: string;

  @Field(() => ID)
  courseId: string;

  @Field(() => CardState)
  state: CardState;

  @Field(() => Int, { description: 'Times graded. Sent back as `reviewCard(shownState:)`: a grade for a state the card has left is not counted again.' })
  reps: number;

  @Field(() => Int, { description: 'Times forgotten after it was learnt.' })
  lapses: number;

  @Field(() => Date, { nullable: true, description: 'When it is due; null while new.' })
  due: Date | null;

  @Field(() => Date, { nullable: true })
  lastReview: Date | null;

  @Field(() => Float, { nullable: true, description: "FSRS stability (days until recall falls to 90 %); null while new." })
  stability: number | null;

  @Field(() => Float, { nullable: true, description: 'FSRS difficulty, 1 to 10; null while new.' })
  difficulty: number | null;

  @Field(() => Int, { description: 'The interval the last grade gave, in days.' })
  scheduledDays: number;

  @Field(() => [GradeInterval], { description: "Again, Hard, Good and Easy: the scheduler's preview for a grade given now." })
  intervals: GradeInterval[];
}

@ObjectType({ description: "The signed-in learner's cards of one course, by state." })
export class CardCounts {
  @Field(() => Int, { description: 'Questions of the course.' })
  total: number;

  @Field(() => Int, { description: 'Never graded.' })
  new: number;

  @Field(() => Int, { description: 'Being learnt or relearnt.' })
  learning: number;

  @Field(() => Int, { description: 'In review.' })
  review: number;

  @Field(() => Int, { description: "Graded before and due by the end of the learner's today." })
  dueToday: number;

  @Field(() => Int, { description: 'Graded before and due now.' })
  dueNow: number;

  @Field(() => Int, { description: "New cards the learner may still start today (the daily limit, in the learner's time zone)." })
  newToday: number;

  @Field(() => Date, { nullable: true, description: 'The soonest due date after now, if any.' })
  nextDueAt: Date | null;
}

@ObjectType({ description: "A practice session's queue for the signed-in learner: new cards first, up to the daily limit, then due cards, oldest first." })
@Scope('read:results')
export class CourseStudy {
  @Field(() => ID)
  courseId: string;

  @Field(() => CardCounts)
  counts: CardCounts;

  @Field(() => Int, { description: 'Cards to practise now: due cards and the new cards left for today.' })
  queueSize: number;

  @Field(() => StudyCard, { nullable: true, description: 'The card to show now; null when nothing is due.' })
  next: StudyCard | null;
}

@ObjectType()
export class ReviewResult {
  @Field(() => StudyCard, { description: 'The graded card, as it stands now.' })
  card: StudyCard;

  @Field({ description: 'False when this grade was not counted: the card had already been graded from the state sent (a double click, another tab).' })
  counted: boolean;

  // The card's course, whose queue after the grade the `study` field reads.
  courseId: string;
}

@ObjectType({ description: "The signed-in user's study settings." })
export class StudySettings {
  @Field({ description: 'IANA time zone of the learner\'s days (streak, daily limit, charts), as the browser reports it.' })
  timeZone: string;

  @Field(() => Float, { description: 'The recall the scheduler aims for, 0.7 to 0.97 (default 0.9): higher means more reviews.' })
  desiredRetention: number;

  @Field(() => Int, { description: 'New cards a day per course (default 20).' })
  newCardsPerDay: number;
}

@InputType({ description: 'Each field left out stays as it is.' })
export class StudySettingsInput {
  @Field(() => String, { nullable: true })
  timeZone?: string | null;

  @Field(() => Float, { nullable: true })
  desiredRetention?: number | null;

  @Field(() => Int, { nullable: true })
  newCardsPerDay?: number | null;
}

@ArgsType()
export class ReviewCardArgs {
  @Field(() => ID, { description: "The course question's id." })
  cardId: string;

  @Field(() => ReviewRating)
  rating: ReviewRating;

  @Field(() => Int, { description: 'The `reps` of the card as it was shown.' })
  shownState: number;
}

@ObjectType({ description: 'A count on one day of the learner (YYYY-MM-DD, in their time zone).' })
export class DayCount {
  @Field()
  day: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: "The learner's cards of a course they have practised." })
@Scope('read:results')
export class CourseProgress {
  @Field(() => Course)
  course: Course;

  @Field(() => CardCounts)
  counts: CardCounts;
}

@ObjectType({ description: 'Chapters of an activity with a quiz the learner passed, of those with published quizzes.' })
@Scope('read:results')
export class ActivityProgress {
  @Field(() => Activity)
  activity: Activity;

  @Field(() => Int)
  chaptersPassed: number;

  @Field(() => Int)
  chaptersWithQuizzes: number;
}

@ObjectType({ description: "The signed-in learner's progress: each field is read only when asked for." })
@Scope('read:results')
export class LearnerProgress {
  userId: string;
}

@ObjectType({ description: 'A card of a course and how often learners forgot it.' })
@Scope('read:results')
export class HardCard {
  @Field(() => CourseQuestion)
  card: CourseQuestion;

  @Field(() => Int, { description: '"Again" grades.' })
  again: number;

  @Field(() => Int, { description: 'All grades.' })
  reviews: number;
}

@ObjectType({ description: 'How learners practise one course.' })
@Scope('read:results')
export class CourseStudyInsight {
  @Field(() => Course)
  course: Course;

  @Field(() => Int, { description: 'Learners who have graded at least one card.' })
  learners: number;

  @Field(() => Int, { description: 'Grades given, all time.' })
  reviews: number;

}
