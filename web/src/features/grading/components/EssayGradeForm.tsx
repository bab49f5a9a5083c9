import { Box, Button, Field, Input, Stack, Textarea } from "@chakra-ui/react";
import { useState, type Ref } from "react";
import { ErrorAlert } from "../../../components/ErrorAlert";
import { toaster } from "../../../components/ui/toaster";
import { getErrorMessage, getFieldErrors } from "../../../graphql/errors";
import { useGradeEssayAnswer, type EssayKey } from "../hooks/useGradeEssayAnswer";

export const GRADE_SAVED = "Grade saved";
export const POINTS_REQUIRED = "Enter the points, a number";

type EssayGradeFormProps = {
  essay: EssayKey & { maxPoints: number };
  // The form's name, unique on the page: whose essay it grades.
  label: string;
  pointsRef: Ref<HTMLInputElement>;
  // After the server has saved the grade (the essay then leaves the queue).
  onSaved: () => void;
};

// Points (0 to the question's) and an optional comment; Enter in the points saves. The server
// checks the range and decimals: its message shows at the field it names.
export const EssayGradeForm = ({ essay, label, pointsRef, onSaved }: EssayGradeFormProps) => {
  const { grade, saving } = useGradeEssayAnswer();
  const [points, setPoints] = useState("");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<{ points?: string; comment?: string; form?: string }>({});

  const save = async () => {
    if (saving) return;
    const value = points.trim() === "" ? Number.NaN : Number(points);
    if (!Number.isFinite(value)) {
      setErrors({ points: POINTS_REQUIRED });
      return;
    }
    setErrors({});
    try {
      await grade(essay, value, comment);
    } catch (caught) {
      const fields = getFieldErrors(caught);
      const known = { points: fields.points, comment: fields.comment };
      setErrors(known.points || known.comment ? known : { form: getErrorMessage(caught, "The grade could not be saved") });
      return;
    }
    toaster.create({ type: "success", title: GRADE_SAVED });
    onSaved();
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
            Save grade
          </Button>
        </Box>
      </Stack>
    </form>
  );
};
