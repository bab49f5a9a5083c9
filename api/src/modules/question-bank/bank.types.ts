import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionArgs, ConnectionOf } from '../../graphql/pagination';
import { QuestionType } from '../quizzes/questions/types';
import { QuizQuestionInput } from '../quizzes/quiz.types';
import { BankQuestion } from './bank-question.entity';
import { MAX_TAG, MAX_TAGS, MAX_TITLE } from './bank.validation';
import { Scope } from '../../graphql/scope-directive';

@ObjectType()
export class BankQuestionConnection extends ConnectionOf(BankQuestion) {}

@InputType({
  description:
    `A bank question: the fields of a quiz question (QuizQuestionInput, checked by the same rules, messages on the fields) with a title ` +
    `(1 to ${MAX_TITLE} characters), up to ${MAX_TAGS} tags (each 1 to ${MAX_TAG} characters, repeats dropped) and a difficulty (1 to 5, or null).`,
})
export class BankQuestionInput extends QuizQuestionInput {
  @Field()
  title: string;

  @Field(() => [String], { nullable: true, description: 'None when left out.' })
  tags?: string[] | null;

  @Field(() => Int, { nullable: true })
  difficulty?: number | null;
}

@ArgsType()
export class QuestionBankArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Words of the title or of the question text (any case).' })
  search?: string | null;

  @Field(() => [String], { nullable: true, description: 'Only questions with every one of these tags.' })
  tags?: string[] | null;

  @Field(() => QuestionType, { nullable: true })
  type?: QuestionType | null;

  @Field(() => Int, { nullable: true, description: 'Only questions of this difficulty (1 to 5).' })
  difficulty?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Retired questions too (false when left out).' })
  includeRetired?: boolean | null;
}

@ObjectType({ description: 'A tag of the bank and how many questions in use carry it.' })
@Scope('read:quizzes')
export class BankTag {
  @Field()
  tag: string;

  @Field(() => Int)
  count: number;
}
