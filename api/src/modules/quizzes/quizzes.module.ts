import { defineJob } from '../../jobs/job-queue';
import type { Deps } from '../../shared/deps';
import { defineModule, type Services } from '../module';
import { AttemptRegradesResolver, RegradeResolver } from './regrade.resolver';
import { RegradeService, regradeJob } from './regrade.service';
import { QuizRegrades1764600000000 } from './migrations/1764600000000-quiz-regrades';
import { RandomSlots1764600100000 } from './migrations/1764600100000-random-slots';
import { PassMarks1764700000000 } from './migrations/1764700000000-pass-marks';
import { QuizAccommodations1764700100000 } from './migrations/1764700100000-quiz-accommodations';
import { AccommodationService } from './accommodations/accommodation.service';
import { AccommodationResolver, QuizTermsResolver } from './accommodations/accommodation.resolver';
import { createAccommodationLoaders } from './accommodations/accommodation.loaders';
import { Quizzes1763700410000 } from './migrations/1763700410000-quizzes';
import { QuizAttempts1763700420000 } from './migrations/1763700420000-quiz-attempts';
import { QuizSettings1764000000000 } from './migrations/1764000000000-quiz-settings';
import { TimedAttempts1764000100000 } from './migrations/1764000100000-timed-attempts';
import { AttemptOrders1764000200000 } from './migrations/1764000200000-attempt-orders';
import { GradedAttemptsByQuiz1764000300000 } from './migrations/1764000300000-graded-attempts-by-quiz';
import { QuestionTypes1764400000000 } from './migrations/1764400000000-question-types';
import { QuizAttempt, QuizAttemptInProgress } from './quiz-attempt.entity';
import { QuizAttemptInProgressResolver, QuizAttemptResolver } from './quiz-attempt.resolver';
import { QuizAttemptSubmittedResolver, QuizLiveResolver } from './quiz-live.resolver';
import { QuizAttemptService } from './quiz-attempt.service';
import { QuizInsightService } from './quiz-insight.service';
import { Quiz } from './quiz.entity';
import { createQuizLoaders } from './quiz.loaders';
import { QuizResolver } from './quiz.resolver';
import { registerQuizRoutes } from './quiz.rest';
import { QuizService } from './quiz.service';
import { TimedAttemptService } from './timed-attempt.service';
import { EssayGradingResolver } from './essay-grading.resolver';
import { EssayGradingService } from './essay-grading.service';

// What this module adds to Services (named, since its factory reads Services itself).
type QuizServices = {
  quizzes: QuizService;
  timedAttempts: TimedAttemptService;
  quizAttempts: QuizAttemptService;
  quizInsight: QuizInsightService;
  essayGrading: EssayGradingService;
  regrades: RegradeService;
  accommodations: AccommodationService;
};

const services = (deps: Deps, { activities, chapters, questionBank }: Pick<Services, 'activities' | 'chapters' | 'questionBank'>): QuizServices => {
  const quizzes = new QuizService(deps, chapters, questionBank);
  const timedAttempts = new TimedAttemptService(deps);
  return {
    quizzes,
    timedAttempts,
    quizAttempts: new QuizAttemptService(deps, quizzes, timedAttempts),
    quizInsight: new QuizInsightService(deps, quizzes),
    essayGrading: new EssayGradingService(deps),
    regrades: new RegradeService(deps, quizzes),
    accommodations: new AccommodationService(deps, quizzes, activities),
  };
};

// Every minute, on one instance: timed attempts 30 s past their deadline are submitted with their
// saved answers (the learner's screen submits at zero; this catches those who left).
export const expireAttemptsJob = defineJob<Record<string, never>>('quiz-attempts.expire', { schedule: '* * * * *', retryLimit: 0 });

declare module '../module' {
  interface Services extends QuizServices {}
  interface Loaders extends ReturnType<typeof createQuizLoaders>, ReturnType<typeof createAccommodationLoaders> {}
}

export const quizzesModule = defineModule({
  name: 'quizzes',
  entities: [Quiz, QuizAttempt, QuizAttemptInProgress],
  migrations: [Quizzes1763700410000, QuizAttempts1763700420000, QuizSettings1764000000000, TimedAttempts1764000100000, AttemptOrders1764000200000, GradedAttemptsByQuiz1764000300000, QuestionTypes1764400000000, QuizRegrades1764600000000, RandomSlots1764600100000, PassMarks1764700000000, QuizAccommodations1764700100000],
  resolvers: [QuizResolver, QuizAttemptResolver, QuizAttemptInProgressResolver, QuizLiveResolver, QuizAttemptSubmittedResolver, EssayGradingResolver, RegradeResolver, AttemptRegradesResolver, AccommodationResolver, QuizTermsResolver],
  services,
  loaders: (dataSource) => ({ ...createQuizLoaders(dataSource), ...createAccommodationLoaders(dataSource) }),
  routes: registerQuizRoutes,
  jobs: (queue, _deps, made) => {
    const timed = made?.timedAttempts;
    queue.register(expireAttemptsJob, timed && (async () => { await timed.expireOverdue(); }));
    const regrades = made?.regrades;
    queue.register(
      regradeJob,
      regrades &&
        (async ({ regradeId }, run) => {
          try {
            await regrades.apply(regradeId);
          } catch (error) {
            // Its last try: the regrade says it failed, and why (the tutor's screen stops waiting).
            if (run.retryCount >= regradeJob.retryLimit) await regrades.fail(regradeId, error);
            throw error;
          }
        }),
    );
  },
});
