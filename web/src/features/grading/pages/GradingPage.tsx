import { useQuery } from "@apollo/client/react";
import { Badge, Container, Tabs } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { usePageTitle } from "../../../components/usePageTitle";
import { GradingQueueCountDocument } from "../../../graphql/__generated__/graphql";
import { GradedEssays } from "../components/GradedEssays";
import { WaitingEssays } from "../components/WaitingEssays";

export { NOTHING_TO_GRADE, GRADING_PAGE_SIZE } from "../components/WaitingEssays";
export { NOTHING_GRADED } from "../components/GradedEssays";

export const GRADING_TITLE = "Grading";

type View = "waiting" | "graded";
// ?view=graded keeps the Graded view over a reload or a shared link; Waiting is the page's default.
const viewOf = (param: string | null): View => (param === "graded" ? "graded" : "waiting");

// The tutor's essays (an admin's: every quiz's) in two views, as tabs (arrow keys move between
// them): Waiting, the queue oldest first with its count; Graded, latest grade first, where a grade
// is changed. Only the view shown is mounted, so only its list loads.
export const GradingPage = () => {
  usePageTitle(GRADING_TITLE);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewOf(searchParams.get("view"));
  // The queue's first points field takes the focus only when the page opens on Waiting.
  const [openedOnWaiting, setOpenedOnWaiting] = useState(view === "waiting");
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The same cached count as the navigation's: a grade saved lowers both.
  const count = useQuery(GradingQueueCountDocument);
  const waiting = count.data?.essayAnswersToGrade.totalCount;

  const show = (next: View) => {
    if (next !== "waiting") setOpenedOnWaiting(false);
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === "graded") updated.set("view", "graded");
        else updated.delete("view");
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Container maxW="4xl" py={{ base: "6", md: "10" }} px={{ base: "3", sm: "4" }}>
      <PageHeader
        title={GRADING_TITLE}
        description="Grade answered essays, oldest first, and change a grade later under Graded."
        headingRef={headingRef}
        mb="6"
      />
      <Tabs.Root value={view} onValueChange={(details) => show(viewOf(details.value))} variant="line" colorPalette="teal" lazyMount unmountOnExit>
        <Tabs.List aria-label="Essays" mb="5">
          <Tabs.Trigger value="waiting">
            Waiting{" "}
            {typeof waiting === "number" && (
              <Badge colorPalette={waiting > 0 ? "teal" : "gray"} variant="subtle">
                {waiting}
              </Badge>
            )}
          </Tabs.Trigger>
          <Tabs.Trigger value="graded">Graded</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="waiting">
          <WaitingEssays headingRef={headingRef} focusFirst={openedOnWaiting} />
        </Tabs.Content>
        <Tabs.Content value="graded">
          <GradedEssays />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
};
