import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { EditedRow } from '../../db/row';
import { QuestionType } from '../quizzes/questions/types';
import type { Question } from '../quizzes/questions/types';
import { QuizQuestionInput } from '../quizzes/quiz.types';
import { Scope } from '../../graphql/scope-directive';

@ObjectType({
  description:
    "A question of a tutor's bank (admins see every bank): its title, tags and difficulty, and its versions. Editing its content adds a " +
    'version; every version stays readable. A retired question stays readable but is left out of the bank unless asked for.',
})
@Entity('bank_questions')
@Scope('read:quizzes')
export class BankQuestion extends EditedRow {
  @Column({ type: 'uuid' })
  ownerId: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => [String], { description: 'As written, each once (case-insensitively); GIFT categories and Moodle XML categories import as tags.' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Field(() => Int, { nullable: true, description: '1 (easiest) to 5, or null.' })
  @Column({ type: 'smallint', nullable: true })
  difficulty: number | null;

  @Field(() => QuestionType, { description: "The latest version's type." })
  @Column({ type: 'varchar' })
  type: QuestionType;

  @Field(() => Int, { description: 'The latest version: 1 for a new question, one more at each change of its content.' })
  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'text', select: false })
  searchText: string;

  @Field(() => Date, { nullable: true, description: 'When it was retired; null while in use.' })
  @Column({ type: 'timestamptz', nullable: true })
  retiredAt: Date | null;

  // The latest version's content, when the service read it with the row (resolved by `question`).
  latest?: BankQuestionVersion;

  @Field(() => Int, { description: 'How many quizzes use one of its versions: such a question can be retired but not deleted.' })
  quizCount: number;
}

@Entity('bank_question_versions')
export class BankQuestionVersionRow {
  @PrimaryColumn({ type: 'uuid' })
  questionId: string;

  @PrimaryColumn({ type: 'int' })
  version: number;

  @Column({ type: 'jsonb' })
  question: Question;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType({ description: "One version of a bank question: the question's fields as written, with its number and when it was made." })
@Scope('read:quizzes')
export class BankQuestionVersion extends QuizQuestionInput {
  @Field(() => Int)
  version: number;

  @Field()
  createdAt: Date;
}

/** A stored version as the API shows it: the question's own fields, its number and date. */
export const versionOf = (row: Pick<BankQuestionVersionRow, 'question' | 'version' | 'createdAt'>): BankQuestionVersion =>
  Object.assign(new BankQuestionVersion(), row.question, { version: row.version, createdAt: row.createdAt });

@ObjectType({ description: 'A quiz that uses a version of a bank question.' })
@Scope('read:quizzes')
export class BankQuestionUse {
  @Field(() => ID)
  quizId: string;

  @Field()
  quizTitle: string;

  @Field(() => Int, { description: 'The version the quiz uses.' })
  version: number;

  @Field(() => Int, { description: "The quiz's submitted attempts: a new version would reach them only by a regrade." })
  attemptCount: number;
}
