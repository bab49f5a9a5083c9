import type { Deps } from '../../shared/deps';
import { defineModule, type Services } from '../module';
import { InterchangeResolver } from './interchange.resolver';
import { ReadRunner } from './formats/read-runner';
import { InterchangeService } from './interchange.service';

// What this module adds to Services (named, since its factory reads Services itself).
type InterchangeServices = { interchange: InterchangeService };

// Question and card files in and out: Moodle's GIFT, Moodle XML and Aiken; CSV and tab-separated text.
const services = (deps: Deps, { chapters, quizzes, courses, questionBank }: Pick<Services, 'chapters' | 'quizzes' | 'courses' | 'questionBank'>): InterchangeServices => ({
  interchange: new InterchangeService(chapters, quizzes, courses, questionBank, new ReadRunner({ timeoutMs: deps.config.importTimeoutMs })),
});

declare module '../module' {
  interface Services extends InterchangeServices {}
}

export const interchangeModule = defineModule({
  name: 'interchange',
  resolvers: [InterchangeResolver],
  services,
});
