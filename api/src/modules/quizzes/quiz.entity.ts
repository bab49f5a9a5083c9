import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { EditedRow } from '../../db/row';
import type { AuthUser } from '../../shared/auth/access';
import { isOwnerOrAdmin } from '../activities/ownership';
import { Role } from '../users/role';

// A question as stored in the quiz row's jsonb.
export type StoredQuestion = { questionText: string; options: string[]; correctAnswerIndex: number };

@ObjectType({ description: 'A multiple-choice question of a quiz.' })
export class QuizQuestion {
  @Field()
  questionText: string;

  @Field(() => [String])
  options: string[];

  @Field(() => Int, { nullable: true, description: "The correct option's index: null unless the caller is the quiz's tutor or an admin." })
  correctAnswerIndex: number | null;
}

@ObjectType({ description: 'A multiple-choice quiz of a chapter; learners see it once published.' })
@Entity('quizzes')
export class Quiz extends EditedRow {
  @Field(() => ID)
  @Column({ type: 'uuid' })
  chapterId: string;

  // The activity's poster, copied at creation: ownership checks need no join.
  @Column({ type: 'uuid' })
  tutorId: string;

  @Field()
  @Column()
  title: string;

  @Field()
  @Column({ type: 'text' })
  instructions: string;

  // Leaves the API only through questionsFor(viewer), which hides the correct answers.
  @Column({ type: 'jsonb' })
  questions: StoredQuestion[];

  @Field()
  @Column({ default: false })
  isPublished: boolean;

  /** A draft is visible to its tutor and admins only; to anyone else it does not exist. */
  isVisibleTo(viewer: AuthUser | null): boolean {
    return this.isPublished || isOwnerOrAdmin(viewer, this.tutorId);
  }

  /**
   * The questions as `viewer` may see them: the correct answers for the quiz's tutor and admins,
   * null for everyone else. The one place both transports take questions from.
   */
  questionsFor(viewer: AuthUser | null): QuizQuestion[] {
    const showAnswers = isOwnerOrAdmin(viewer, this.tutorId);
    return this.questions.map((question) => ({
      questionText: question.questionText,
      options: question.options,
      correctAnswerIndex: showAnswers ? question.correctAnswerIndex : null,
    }));
  }
}

/** isVisibleTo() in SQL, over quizzes aliased `q`, with its two parameters at $2 and $3. */
export const quizzesVisibleTo = (viewer: AuthUser | null) => ({
  sql: '(q.is_published OR $2::boolean OR q.tutor_id = $3::uuid)',
  params: [viewer?.role === Role.ADMIN, viewer?.id ?? null],
});
