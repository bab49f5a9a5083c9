import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { ConfirmDialog, useConfirm } from "../../../components/ConfirmDialog";
import { toaster } from "../../../components/ui/toaster";
import { learnerName, scopeText, termsOf, type Accommodation } from "../accommodation-form";
import { useRemoveAccommodation } from "../hooks/useAccommodationMutations";

type AccommodationListProps = {
  accommodations: readonly Accommodation[];
  onEdit: (accommodation: Accommodation) => void;
  // A quiz's title on an activity's list ("For Quiz 2"); "For this quiz" otherwise.
  quizTitle?: (quizId: string) => string | undefined;
  // Focus once the removed row is gone.
  fallbackFocus: () => HTMLElement | null;
};

// Each accommodation: the learner, what they get and its scope, with Edit and Remove (confirmed).
export const AccommodationList = ({ accommodations, onEdit, quizTitle, fallbackFocus }: AccommodationListProps) => {
  const { removeAccommodation } = useRemoveAccommodation();
  const confirm = useConfirm<Accommodation>(fallbackFocus);

  const remove = async (accommodation: Accommodation) => {
    await removeAccommodation(accommodation.id);
    toaster.create({ type: "success", title: `Accommodation removed for ${learnerName(accommodation)}`, closable: true });
  };

  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" ps="0" aria-label="Accommodations">
        {accommodations.map((accommodation) => {
          const name = learnerName(accommodation);
          return (
            <Stack as="li" key={accommodation.id} gap="2" p="3" borderWidth="1px" borderRadius="md">
              <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                <Stack gap="0" minW="0">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                    {accommodation.learner.email}
                  </Text>
                </Stack>
                <Badge variant="subtle" colorPalette={accommodation.quizId ? "purple" : "blue"}>
                  {scopeText(accommodation, quizTitle)}
                </Badge>
              </HStack>
              <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" aria-label={`${name} gets`}>
                {termsOf(accommodation).map((term) => (
                  <Text as="li" key={term} fontSize="sm">
                    {term}
                  </Text>
                ))}
              </HStack>
              <HStack gap="2" wrap="wrap">
                <Button size="sm" variant="outline" onClick={() => onEdit(accommodation)} aria-label={`Edit ${name}'s accommodation`}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => confirm.ask(accommodation)}
                  aria-label={`Remove ${name}'s accommodation`}
                >
                  Remove
                </Button>
              </HStack>
            </Stack>
          );
        })}
      </Stack>
      <ConfirmDialog
        {...confirm.dialog}
        title="Remove accommodation?"
        question={(accommodation) =>
          `${learnerName(accommodation)} will have the quiz's own time, attempts and dates again, in an attempt running now too.`
        }
        onConfirm={remove}
        failure="Could not remove the accommodation"
        confirmLabel="Remove"
        busyLabel="Removing..."
      />
    </>
  );
};
