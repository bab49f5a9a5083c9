import { Box, Container, Heading, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { BackLink } from "../../../components/BackLink";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { PageSpinner } from "../../../components/PageSpinner";
import { usePageTitle } from "../../../components/usePageTitle";
import { CourseStudyDocument, PracticeCourseDocument, type ReviewRating } from "../../../graphql/__generated__/graphql";
import { getErrorMessage, hasErrorCode } from "../../../graphql/errors";
import { CourseLoadFailure } from "../components/CourseLoadFailure";
import { PracticeCard } from "../components/PracticeCard";
import { CaughtUp, PracticeSummary } from "../components/PracticeSummary";
import { useReviewCard } from "../hooks/useReviewCard";
import { usePracticeKeys } from "../hooks/usePracticeKeys";

export const PRACTICE_LOAD_ERROR = "Failed to load your practice session";
export const GRADE_ERROR = "Your grade could not be saved. Try again.";

type Session = { reviewed: number; again: number; graded: boolean };

// A spaced-repetition session over one course's due cards: reveal, grade 1-4, next card, summary.
export const PracticePage = () => {
  const { id = "" } = useParams();
  const courseQuery = useQuery(PracticeCourseDocument, { variables: { id } });
  // The queue may have changed since it was cached (cards fall due as time passes): show the cached one, then the server's.
  const studyQuery = useQuery(CourseStudyDocument, { variables: { courseId: id }, fetchPolicy: "cache-and-network" });
  const { review, loading: grading, error: gradeError, reset } = useReviewCard();
  const course = courseQuery.error ? undefined : courseQuery.data?.course;
  const study = studyQuery.data?.courseStudy;
  const card = study?.next ?? null;
  const cardKey = card ? `${card.id}:${card.reps}` : null;

  // The answer shown belongs to one card in one state: a new card (or the same one again) starts hidden.
  const [revealedKey, setRevealedKey] = useState<string | null>(null);
  const revealed = cardKey !== null && revealedKey === cardKey;
  const [session, setSession] = useState<Session>({ reviewed: 0, again: 0, graded: false });
  const [announcement, setAnnouncement] = useState("");
  // Set before the request goes out: a second key press in the same tick must not grade again.
  const inFlight = useRef(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  usePageTitle(course ? `Practise ${course.title}` : "Practise");

  const reveal = () => {
    if (!cardKey) return;
    // An error about the last card (a deleted one) is old news on this one.
    reset();
    setRevealedKey(cardKey);
    setAnnouncement("Answer shown. Grade it with 1 to 4.");
  };

  const grade = async (rating: ReviewRating) => {
    if (!card || !revealed || inFlight.current) return;
    inFlight.current = true;
    reset();
    try {
      const result = await review({ cardId: card.id, rating, shownState: card.reps });
      moveFocus.current = true;
      setSession((current) =>
        result.counted
          ? { reviewed: current.reviewed + 1, again: current.again + (rating === "AGAIN" ? 1 : 0), graded: true }
          : { ...current, graded: true },
      );
      setAnnouncement(result.study.next ? `Next card. ${result.study.queueSize} left.` : "Session complete.");
    } catch (error) {
      // A card deleted meanwhile: move on to the queue as it is now.
      if (hasErrorCode(error, "NOT_FOUND")) void studyQuery.refetch().catch(() => undefined);
    } finally {
      inFlight.current = false;
    }
  };

  usePracticeKeys({ canReveal: card !== null && !revealed, canGrade: revealed && !grading, onReveal: reveal, onGrade: (rating) => void grade(rating) });

  // Focus follows the session: the answer once revealed, the next card (or the summary) after a grade.
  useEffect(() => {
    if (revealed) answerRef.current?.focus();
  }, [revealed]);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (cardKey ? cardRef.current : summaryRef.current)?.focus();
  }, [cardKey, session]);

  if ((courseQuery.loading && !course) || (studyQuery.loading && !study)) return <PageSpinner />;

  if (!course || !study) {
    return (
      <CourseLoadFailure
        notFound={hasErrorCode(courseQuery.error, "NOT_FOUND")}
        failure={PRACTICE_LOAD_ERROR}
        onRetry={() => Promise.all([courseQuery.refetch(), studyQuery.refetch()])}
        back={{ to: `/course-details/${id}`, label: "Back to course" }}
      />
    );
  }

  return (
    <Container maxW="3xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <Box as="header">
          <nav aria-label="Breadcrumb">
            <BackLink to={`/course-details/${id}`} label="Back to course" />
          </nav>
          <Text mt="3" color="fg.muted" fontWeight="medium">
            Practice
          </Text>
          <HStack justify="space-between" align="baseline" wrap="wrap" gap="3">
            <Heading as="h1" size="3xl">
              {course.title}
            </Heading>
            {card && (
              <Text color="fg.muted">
                {study.queueSize} left
              </Text>
            )}
          </HStack>
        </Box>
        {gradeError && (
          <ErrorAlert
            title={hasErrorCode(gradeError, "CONFLICT") || hasErrorCode(gradeError, "NOT_FOUND") ? getErrorMessage(gradeError) : GRADE_ERROR}
          />
        )}
        {card ? (
          <PracticeCard
            key={cardKey}
            card={card}
            revealed={revealed}
            grading={grading}
            onReveal={reveal}
            onGrade={(rating) => void grade(rating)}
            cardRef={cardRef}
            answerRef={answerRef}
          />
        ) : session.graded ? (
          <PracticeSummary
            courseId={id}
            reviewed={session.reviewed}
            again={session.again}
            nextDueAt={study.counts.nextDueAt}
            headingRef={summaryRef}
          />
        ) : (
          <CaughtUp courseId={id} total={study.counts.total} nextDueAt={study.counts.nextDueAt} />
        )}
        <VisuallyHidden aria-live="polite" role="status">
          {announcement}
        </VisuallyHidden>
      </Stack>
    </Container>
  );
};
