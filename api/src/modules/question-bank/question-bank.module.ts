import type { Deps } from '../../shared/deps';
import { defineModule } from '../module';
import { BankQuestion, BankQuestionVersionRow } from './bank-question.entity';
import { QuestionBankResolver } from './bank.resolver';
import { QuestionBankService } from './bank.service';
import { QuestionBank1764500000000 } from './migrations/1764500000000-question-bank';
import { QuizQuestionsInBank1764500100000 } from './migrations/1764500100000-quiz-questions-in-bank';

type QuestionBankServices = { questionBank: QuestionBankService };

const services = (deps: Deps): QuestionBankServices => ({ questionBank: new QuestionBankService(deps) });

declare module '../module' {
  interface Services extends QuestionBankServices {}
}

// The question bank: a tutor's questions with versions, GraphQL only.
export const questionBankModule = defineModule({
  name: 'question-bank',
  entities: [BankQuestion, BankQuestionVersionRow],
  migrations: [QuestionBank1764500000000, QuizQuestionsInBank1764500100000],
  resolvers: [QuestionBankResolver],
  services,
});
