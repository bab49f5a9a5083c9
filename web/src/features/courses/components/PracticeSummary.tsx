import { DataList, Heading, HStack, Stack } from "@chakra-ui/react";
import { useId, type Ref } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { LinkButton } from "../../../components/LinkButton";
import { formatDateTime } from "../../../lib/dates";

const NOTHING_ELSE_DUE = "Nothing else due";

// When the next card falls due, in the viewer's time zone, or that none is scheduled.
const nextDueText = (nextDueAt: string | null | undefined): string =>
  nextDueAt ? formatDateTime(nextDueAt) : NOTHING_ELSE_DUE;

const Links = ({ courseId }: { courseId: string }) => (
  <HStack gap="3" wrap="wrap">
    <LinkButton to={`/course-details/${courseId}`}>Back to course</LinkButton>
    <LinkButton to="/user-dashboard" variant="outline">
      My Dashboard
    </LinkButton>
  </HStack>
);

type SummaryProps = {
  courseId: string;
  reviewed: number;
  again: number;
  nextDueAt: string | null | undefined;
  headingRef: Ref<HTMLHeadingElement>;
};

// The end of a session: what was done and when to come back.
export const PracticeSummary = ({ courseId, reviewed, again, nextDueAt, headingRef }: SummaryProps) => {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="5" borderWidth="1px" borderRadius="lg" p={{ base: "4", md: "6" }}>
      <Heading as="h2" size="xl" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
        Session complete
      </Heading>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Reviewed</DataList.ItemLabel>
          <DataList.ItemValue>{reviewed}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Again</DataList.ItemLabel>
          <DataList.ItemValue>{again}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Next due</DataList.ItemLabel>
          <DataList.ItemValue>{nextDueText(nextDueAt)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Links courseId={courseId} />
    </Stack>
  );
};

// Nothing to practise when the session starts.
export const CaughtUp = ({ courseId, total, nextDueAt }: { courseId: string; total: number; nextDueAt: string | null | undefined }) => (
  <Stack gap="5">
    <EmptyState
      heading
      title="All caught up"
      description={total === 0 ? "This course has no cards yet." : nextDueAt ? `Next card due ${formatDateTime(nextDueAt)}` : NOTHING_ELSE_DUE}
    />
    <Links courseId={courseId} />
  </Stack>
);
