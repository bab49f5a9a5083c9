import { Box, Button, Field, Input, Stack, Textarea } from "@chakra-ui/react";
import { useState, type Ref } from "react";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { toaster } from "../../../components/ui/toaster";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { useGradeEssayAnswer, type EssayKey } from "../hooks/useGradeEssayAnswer";
import { gradeText } from "./EssayCard";

const GRADE_SAVED = "Grade saved";
const POINTS_REQUIRED = "Enter the points, a number";

type EssayGradeFormProps = {
  // A graded essay (gradedAt set) prefills its points and comment, and its submit changes the grade.
  essay: EssayKey & { maxPoints: number; points?: number | null; comment?: string | null; gradedAt?: string | null };
  // The form's name, unique on the page: whose essay it grades.
  label: string;
  pointsRef?: Ref<HTMLInputElement>;
  // After the server has saved the grade (a waiting essay then leaves the queue).
  onSaved?: () => void;
};

// What the toast says once a changed grade is saved: only what did change.
const changedTitle = (before: { points: number; comment: string }, after: { points: number; comment: string }, maxPoints: number) => {
  const grade = gradeText(after.points, maxPoints);
  if (before.points !== after.points) return `Grade changed to ${grade}`;
  return before.comment !== after.comment ? `Comment changed; the grade stays ${grade}` : `Grade saved again: ${grade}`;
};

// Points (0 to the question's) and an optional comment; Enter in the points saves. The server
// checks the range and decimals: its message shows at the field it names.
export const EssayGradeForm = ({ essay, label, pointsRef, onSaved }: EssayGradeFormProps) => {
  const { grade, saving } = useGradeEssayAnswer();
  const regrade = Boolean(essay.gradedAt);
  const [points, setPoints] = useState(essay.points != null ? String(essay.points) : "");
  const [comment, setComment] = useState(essay.comment ?? "");
  const [errors, setErrors] = useState<{ points?: string; comment?: string; form?: string }>({});

  const save = async () => {
    if (saving) return;
    const value = points.trim() === "" ? Number.NaN : Number(points);
    if (!Number.isFinite(value)) {
      setErrors({ points: POINTS_REQUIRED });
      return;
    }
    setErrors({});
    // The grade as it stood, read before the cache takes the new one.
    const before = { points: essay.points ?? Number.NaN, comment: essay.comment ?? "" };
    try {
      await grade(essay, value, comment);
    } catch (caught) {
      const fields = getFieldErrors(caught);
      const known = { points: fields.points, comment: fields.comment };
      setErrors(known.points || known.comment ? known : { form: getErrorMessage(caught, "The grade could not be saved") });
      return;
    }
    const title = regrade ? changedTitle(before, { points: value, comment: comment.trim() }, essay.maxPoints) : GRADE_SAVED;
    toaster.create({ type: "success", title });
    onSaved?.();
  };

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="3">
        {errors.form && <ErrorAlert title={errors.form} />}
        <Field.Root invalid={Boolean(errors.points)} required maxW={{ base: "full", sm: "48" }}>
          <Field.Label>Points (0 to {essay.maxPoints})</Field.Label>
          <Input
            ref={pointsRef}
            type="number"
            inputMode="decimal"
            min={0}
            max={essay.maxPoints}
            step={0.01}
            value={points}
            onChange={(event) => setPoints(event.target.value)}
          />
          <Field.ErrorText>{errors.points}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.comment)}>
          <Field.Label>Comment (optional)</Field.Label>
          <Textarea rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
          <Field.HelperText>The learner sees it with their answer, as the quiz's review allows.</Field.HelperText>
          <Field.ErrorText>{errors.comment}</Field.ErrorText>
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="teal" loading={saving} loadingText="Saving...">
            {regrade ? "Change grade" : "Save grade"}
          </Button>
        </Box>
      </Stack>
    </form>
  );
};
