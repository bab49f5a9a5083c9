import { useQuery } from "@apollo/client/react";
import { QuestionBankTagsDocument } from "../../../graphql/__generated__/graphql";

/**
 * The bank's tags as a select's choices ("algebra (12)"), the most used first (the server's order).
 * The tag chosen stays offered when no question has it any more (its last question retired, or a
 * loaded quiz's tag), so the select still shows it.
 */
export const useBankTagOptions = (chosen: string) => {
  const { data } = useQuery(QuestionBankTagsDocument);
  const tags = data?.questionBankTags ?? [];
  return [
    ...tags.map((tag) => ({ value: tag.tag, label: `${tag.tag} (${tag.count})` })),
    ...(chosen && !tags.some((tag) => tag.tag === chosen) ? [{ value: chosen, label: chosen }] : []),
  ];
};
