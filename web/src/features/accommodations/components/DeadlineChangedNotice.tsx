import { Text } from "@chakra-ui/react";
import { useLiveAttemptDeadline } from "../hooks/useLiveAttemptDeadline";

// Under a timed attempt's countdown: "Your time was extended: the quiz now ends at 14:35", said politely
// once the deadline moves (the countdown itself follows through the cache). The region is there from
// the start so that screen readers announce what appears in it.
export const DeadlineChangedNotice = ({ attemptId, deadline }: { attemptId: string; deadline: string }) => {
  const notice = useLiveAttemptDeadline(attemptId, deadline);
  return (
    <Text role="status" fontWeight="medium" color="teal.fg" data-testid="deadline-notice">
      {notice}
    </Text>
  );
};
