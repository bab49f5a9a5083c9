import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import { pageOfArgs, toConnection } from '../../graphql/pagination';
import type { AuthUser } from '../../shared/auth/access';
import { Role } from '../users/role';
import { BankQuestion, BankQuestionUse, BankQuestionVersion } from './bank-question.entity';
import { BankQuestionConnection, BankQuestionInput, BankTag, QuestionBankArgs } from './bank.types';
import { Scope } from '../../graphql/scope-directive';

@Resolver(() => BankQuestion)
export class QuestionBankResolver {
  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => BankQuestionConnection, { description: "The caller's question bank (an admin's: every bank), the latest change first, filtered by every argument given." })
  @Scope('read:quizzes')
  async questionBank(@Args() { search, tags, type, difficulty, includeRetired, ...page }: QuestionBankArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<BankQuestionConnection> {
    return toConnection(await ctx.services.questionBank.list(user, { search, tags, type, difficulty, includeRetired }, pageOfArgs(page)));
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => BankQuestion, { description: 'One question of the caller\'s bank (an admin: any); NOT_FOUND, or FORBIDDEN for another tutor\'s.' })
  @Scope('read:quizzes')
  bankQuestion(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<BankQuestion> {
    return ctx.services.questionBank.get(user, id);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => [BankTag], { description: "The tags of the caller's bank over questions in use, the most used first (at most 500)." })
  @Scope('read:quizzes')
  questionBankTags(@CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<BankTag[]> {
    return ctx.services.questionBank.tags(user);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => Int, { description: "How many of the caller's questions (not retired) a random slot of `tag` (and `difficulty`) would draw from." })
  @Scope('read:quizzes')
  questionBankPoolSize(
    @Arg('tag') tag: string,
    @Arg('difficulty', () => Int, { nullable: true }) difficulty: number | null,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return ctx.services.questionBank.poolSize(user, tag, difficulty);
  }

  @FieldResolver(() => BankQuestionVersion, { description: 'The latest version: the question as quizzes will use it from now on.' })
  question(@Root() question: BankQuestion, @Ctx() ctx: Context): Promise<BankQuestionVersion> {
    return ctx.services.questionBank.latest(question);
  }

  @FieldResolver(() => [BankQuestionVersion], { description: 'Every version, the latest first.' })
  versions(@Root() question: BankQuestion, @Ctx() ctx: Context): Promise<BankQuestionVersion[]> {
    return ctx.services.questionBank.versions(question);
  }

  @FieldResolver(() => [BankQuestionUse], { description: 'The quizzes that use a version of it (at most 100), by title.' })
  usedBy(@Root() question: BankQuestion, @Ctx() ctx: Context): Promise<BankQuestionUse[]> {
    return ctx.services.questionBank.uses(question);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => BankQuestion, { description: 'A new question of the caller\'s bank, version 1.' })
  @Scope('write:quizzes')
  createBankQuestion(@Arg('input') input: BankQuestionInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<BankQuestion> {
    return ctx.services.questionBank.create(user, { ...input });
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => BankQuestion, {
    description: 'Edits a question (the input is the whole question, as on create): a change of its content adds a version; a change of only its title, tags or difficulty does not.',
  })
  @Scope('write:quizzes')
  updateBankQuestion(@Arg('id', () => ID) id: string, @Arg('input') input: BankQuestionInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<BankQuestion> {
    return ctx.services.questionBank.update(user, id, { ...input });
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => BankQuestion, { description: 'Retires a question: left out of the bank (unless includeRetired) and of random draws, still readable.' })
  @Scope('write:quizzes')
  retireBankQuestion(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<BankQuestion> {
    return ctx.services.questionBank.setRetired(user, id, true);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => BankQuestion, { description: 'Brings a retired question back into the bank.' })
  @Scope('write:quizzes')
  restoreBankQuestion(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<BankQuestion> {
    return ctx.services.questionBank.setRetired(user, id, false);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => ID, { description: 'Deletes a question and its versions; answers its id.' })
  @Scope('write:quizzes')
  deleteBankQuestion(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.questionBank.delete(user, id);
  }
}
