import { HStack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { LinkButton } from "../../../components/LinkButton";
import { CourseStudyDocument } from "../../../graphql/__generated__/graphql";

// "3 due now · 5 new today": what a session would hold, once the counts are known.
const queueText = (dueNow: number, newToday: number): string => `${dueNow} due now · ${newToday} new today`;

// The viewer's way into a practice session, for a signed-in learner.
export const PractiseLink = ({ courseId }: { courseId: string }) => {
  const { data } = useQuery(CourseStudyDocument, { variables: { courseId }, fetchPolicy: "cache-and-network" });
  const counts = data?.courseStudy.counts;
  return (
    <HStack gap="3" wrap="wrap">
      <LinkButton to={`/course-details/${courseId}/practise`}>Practise</LinkButton>
      {counts && (
        <Text color="fg.muted" fontSize="sm">
          {queueText(counts.dueNow, counts.newToday)}
        </Text>
      )}
    </HStack>
  );
};
