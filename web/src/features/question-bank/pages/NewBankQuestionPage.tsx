import { useState } from "react";
import { useNavigate } from "react-router";
import { toaster } from "../../../components/ui/toaster";
import { usePageTitle } from "../../../components/usePageTitle";
import type { BankQuestionInput } from "../../../graphql/__generated__/graphql";
import { emptyBankDraft } from "../bank-draft";
import { BankPage } from "../components/BankPage";
import { BankQuestionForm } from "../components/BankQuestionForm";
import { useCreateBankQuestion } from "../hooks/useBankMutations";
import { QUESTION_BANK_PATH } from "../paths";

export const NEW_BANK_QUESTION_TITLE = "New bank question";
export const CREATE_BANK_QUESTION_ERROR = "Failed to save the question";

// A new question of the caller's bank, version 1; once saved, back to the bank where it comes first.
export const NewBankQuestionPage = () => {
  usePageTitle(NEW_BANK_QUESTION_TITLE);
  const navigate = useNavigate();
  const { create, saving } = useCreateBankQuestion();
  const [initialDraft] = useState(emptyBankDraft);

  const save = async (input: BankQuestionInput) => {
    const created = await create(input);
    toaster.create({ type: "success", title: `Added "${created.title}" to the bank`, closable: true });
    void navigate(QUESTION_BANK_PATH);
  };

  return (
    <BankPage title={NEW_BANK_QUESTION_TITLE} description="Write it once; reuse it in your quizzes.">
      <BankQuestionForm initialDraft={initialDraft} submitLabel="Save question" busy={saving} onSave={save} failureMessage={CREATE_BANK_QUESTION_ERROR} />
    </BankPage>
  );
};
