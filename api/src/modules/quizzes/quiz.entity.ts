import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

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
export class Quiz {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

  // Exposed through QuizResolver.questions, which hides the correct answers.
  @Column({ type: 'jsonb' })
  questions: StoredQuestion[];

  @Field()
  @Column({ default: false })
  isPublished: boolean;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
