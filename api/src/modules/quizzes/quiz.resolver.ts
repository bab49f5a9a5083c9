import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { ConnectionArgs, pageOfArgs, toConnection } from '../../graphql/pagination';
import { notFound } from '../../shared/errors';
import { Chapter } from '../activities/activity.entity';
import { isOwnerOrAdmin } from '../../shared/auth/ownership';
import { Role } from '../users/role';
import { QuizAttempt, QuizAttemptInProgress } from './quiz-attempt.entity';
import { Quiz, QuizQuestion, QuizWindow, windowAt } from './quiz.entity';
import { attemptsLeft } from './attempt-rules';
import { QuizInput, QuizConnection, QuizSettingsInput, QuizSlot } from './quiz.types';
import { questionCountOf } from './given';
import { learnerOrder } from './shuffle';
import { viewerTerms } from './accommodations/accommodation.resolver';
import { Scope } from '../../graphql/scope-directive';

@Resolver(() => Quiz)
export class QuizResolver {
  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => QuizConnection, { description: "Every quiz of a chapter, drafts included: for the chapter's tutor and admins." })
  @Scope('read:quizzes')
  async quizzes(@Arg('chapterId', () => ID) chapterId: string, @Args() args: ConnectionArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<QuizConnection> {
    return toConnection(await ctx.services.quizzes.listForOwner(chapterId, user, pageOfArgs(args)));
  }

  @Auth()
  @Query(() => QuizConnection, { description: "A chapter's published quizzes, oldest first." })
  @Scope('read:quizzes')
  async publishedQuizzes(@Arg('chapterId', () => ID) chapterId: string, @Args() args: ConnectionArgs, @Ctx() ctx: Context): Promise<QuizConnection> {
    return toConnection(await ctx.services.quizzes.listPublished(chapterId, pageOfArgs(args)));
  }

  @Auth()
  @Query(() => Quiz, { description: 'One quiz; a draft is NOT_FOUND except to its tutor and admins.' })
  @Scope('read:quizzes')
  quiz(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Quiz> {
    return ctx.services.quizzes.get(id, ctx.user);
  }

  @FieldResolver(() => [QuizQuestion], {
    description:
      "A timed quiz's are empty to a learner until they start it; a shuffled quiz's come in the order of the learner's current (or next) attempt, and a " +
      "quiz with random slots gives a learner the questions drawn for that attempt (its tutor and admins see its fixed questions; `slots` says the rest).",
  })
  questions(@Root() quiz: Quiz, @Ctx() ctx: Context): QuizQuestion[] | Promise<QuizQuestion[]> {
    // Most quizzes are neither timed nor shuffled: answered at once, with no lookup (nested reads list hundreds).
    const plain = quiz.timeLimitMinutes === null && !quiz.shuffleQuestions && !quiz.shuffleOptions && quiz.slots === null;
    if (plain || ctx.user?.role !== Role.USER) return quiz.questionsFor(ctx.user, { started: true });
    return this.learnerQuestions(quiz, ctx.user, ctx);
  }

  // A learner's questions of a timed or shuffled quiz: whether they started it, and in which order.
  private async learnerQuestions(quiz: Quiz, user: AuthUser, ctx: Context): Promise<QuizQuestion[]> {
    const key = { userId: user.id, quizId: quiz.id };
    const [inProgress, latest] = await Promise.all([
      quiz.timeLimitMinutes === null ? null : ctx.loaders.myAttemptInProgressByQuiz.load(key),
      ctx.loaders.myQuizAttemptByQuiz.load(key),
    ]);
    const number = inProgress?.attemptNumber ?? (latest?.attemptNumber ?? 0) + 1;
    const started = inProgress !== null || latest !== null;
    // A timed quiz not started shows nothing: no draw to make.
    if (quiz.timeLimitMinutes !== null && !started) return [];
    const { quiz: asked } = await ctx.services.quizAttempts.givenFor(quiz, user.id, number);
    return asked.questionsFor(user, { started, order: learnerOrder(asked, user.id, number) });
  }

  @FieldResolver(() => QuizWindow, {
    description: "Where the server's time falls in the quiz's window now (the screens read this, not the device's clock); a learner's own window where an accommodation gives one.",
  })
  window(@Root() quiz: Quiz, @Ctx() ctx: Context): QuizWindow | Promise<QuizWindow> {
    const now = ctx.services.quizAttempts.now();
    if (ctx.user?.role !== Role.USER) return windowAt(quiz, now);
    return viewerTerms(quiz, ctx).then((terms) => windowAt(terms, now));
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Attempts the signed-in learner has left (their accommodation counted); null when unlimited or for anyone but a learner.' })
  async myAttemptsLeft(@Root() quiz: Quiz, @Ctx() ctx: Context): Promise<number | null> {
    if (ctx.user?.role !== Role.USER || quiz.attemptsAllowed === null) return null;
    const [latest, terms] = await Promise.all([ctx.loaders.myQuizAttemptByQuiz.load({ userId: ctx.user.id, quizId: quiz.id }), viewerTerms(quiz, ctx)]);
    return attemptsLeft(terms.attemptsAllowed, latest?.attemptNumber ?? 0);
  }

  @FieldResolver(() => QuizAttemptInProgress, { nullable: true, description: "The signed-in learner's timed attempt in progress, with its deadline and saved answers." })
  async myAttemptInProgress(@Root() quiz: Quiz, @Ctx() ctx: Context): Promise<QuizAttemptInProgress | null> {
    if (ctx.user?.role !== Role.USER || quiz.timeLimitMinutes === null) return null;
    return ctx.loaders.myAttemptInProgressByQuiz.load({ userId: ctx.user.id, quizId: quiz.id });
  }

  @FieldResolver(() => Int, { description: 'How many questions an attempt is given (its random slots count their draws).' })
  questionCount(@Root() quiz: Quiz): number {
    return questionCountOf(quiz);
  }

  @FieldResolver(() => [QuizSlot], { nullable: true, description: "The quiz as its tutor built it, slot by slot: for the quiz's tutor and admins (null to anyone else)." })
  async slots(@Root() quiz: Quiz, @Ctx() ctx: Context): Promise<QuizSlot[] | null> {
    if (!isOwnerOrAdmin(ctx.user, quiz.tutorId)) return null;
    const none = { questionId: null, version: null, questionIndex: null, randomTag: null, difficulty: null, poolSize: null };
    if (quiz.slots) {
      return quiz.slots.map((slot) =>
        slot.kind === 'FIXED'
          ? { ...none, kind: 'FIXED', questionId: slot.questionId, version: slot.version, questionIndex: slot.index, count: 1 }
          : { ...none, kind: 'RANDOM', randomTag: slot.tag, difficulty: slot.difficulty, count: slot.count, poolSize: slot.pool.length },
      );
    }
    const pins = await ctx.loaders.pinsByQuiz.load(quiz.id);
    return pins.map((pin) => ({ ...none, kind: 'FIXED', questionId: pin.questionId, version: pin.version, questionIndex: pin.position, count: 1 }));
  }

  @FieldResolver(() => Int, { nullable: true, description: "How many learners attempted it: null unless the caller is the quiz's tutor or an admin." })
  async attemptCount(@Root() quiz: Quiz, @Ctx() ctx: Context): Promise<number | null> {
    return isOwnerOrAdmin(ctx.user, quiz.tutorId) ? ctx.loaders.quizAttemptCountByQuiz.load(quiz.id) : null;
  }

  @FieldResolver(() => QuizAttempt, { nullable: true, description: "The signed-in learner's latest submitted attempt (its attemptNumber is how many they have used)." })
  async myAttempt(@Root() quiz: Quiz, @Ctx() ctx: Context): Promise<QuizAttempt | null> {
    if (ctx.user?.role !== Role.USER) return null;
    return ctx.loaders.myQuizAttemptByQuiz.load({ userId: ctx.user.id, quizId: quiz.id });
  }

  @FieldResolver(() => Chapter)
  async chapter(@Root() quiz: Quiz, @Ctx() ctx: Context): Promise<Chapter> {
    const chapter = await ctx.loaders.chapterById.load(quiz.chapterId);
    if (!chapter) throw notFound('Chapter');
    return chapter;
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Quiz, { description: "Adds a draft quiz to the tutor's own chapter." })
  @Scope('write:quizzes')
  createQuiz(@Arg('chapterId', () => ID) chapterId: string, @Arg('input') input: QuizInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Quiz> {
    return ctx.services.quizzes.create(chapterId, input, user);
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Quiz, { description: 'Replaces title, instructions and questions; CONFLICT once a learner has attempted it.' })
  @Scope('write:quizzes')
  updateQuiz(@Arg('id', () => ID) id: string, @Arg('input') input: QuizInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Quiz> {
    return ctx.services.quizzes.update(id, input, user);
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Quiz, { description: 'Changes settings only. Time limit, shuffling and attempts allowed are locked (CONFLICT) once a learner has attempted it.' })
  @Scope('write:quizzes')
  updateQuizSettings(@Arg('id', () => ID) id: string, @Arg('settings') settings: QuizSettingsInput, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Quiz> {
    return ctx.services.quizzes.updateSettings(id, settings, user);
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Quiz)
  @Scope('write:quizzes')
  publishQuiz(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Quiz> {
    return ctx.services.quizzes.publish(id, user);
  }

  @Auth(Role.TUTOR)
  @Mutation(() => Quiz)
  @Scope('write:quizzes')
  unpublishQuiz(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Quiz> {
    return ctx.services.quizzes.unpublish(id, user);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => ID, { description: "A tutor deletes their own, an admin any; learners' attempts stay. Returns its id." })
  @Scope('write:quizzes')
  deleteQuiz(@Arg('id', () => ID) id: string, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.quizzes.remove(id, user);
  }
}
