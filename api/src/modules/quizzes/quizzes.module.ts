import type { Deps } from '../../shared/deps';
import { defineModule, type Services } from '../module';
import { Quizzes1763700410000 } from './migrations/1763700410000-quizzes';
import { QuizAttempts1763700420000 } from './migrations/1763700420000-quiz-attempts';
import { QuizSettings1764000000000 } from './migrations/1764000000000-quiz-settings';
import { QuizAttempt } from './quiz-attempt.entity';
import { QuizAttemptResolver } from './quiz-attempt.resolver';
import { QuizAttemptService } from './quiz-attempt.service';
import { QuizInsightService } from './quiz-insight.service';
import { Quiz } from './quiz.entity';
import { createQuizLoaders } from './quiz.loaders';
import { QuizResolver } from './quiz.resolver';
import { registerQuizRoutes } from './quiz.rest';
import { QuizService } from './quiz.service';

// What this module adds to Services (named, since its factory reads Services itself).
type QuizServices = { quizzes: QuizService; quizAttempts: QuizAttemptService; quizInsight: QuizInsightService };

const services = (deps: Deps, { chapters }: Pick<Services, 'chapters'>): QuizServices => {
  const quizzes = new QuizService(deps, chapters);
  return { quizzes, quizAttempts: new QuizAttemptService(deps, quizzes), quizInsight: new QuizInsightService(deps, quizzes) };
};

declare module '../module' {
  interface Services extends QuizServices {}
  interface Loaders extends ReturnType<typeof createQuizLoaders> {}
}

export const quizzesModule = defineModule({
  name: 'quizzes',
  entities: [Quiz, QuizAttempt],
  migrations: [Quizzes1763700410000, QuizAttempts1763700420000, QuizSettings1764000000000],
  resolvers: [QuizResolver, QuizAttemptResolver],
  services,
  loaders: createQuizLoaders,
  routes: registerQuizRoutes,
});
