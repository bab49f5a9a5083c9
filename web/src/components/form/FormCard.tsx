import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import type { SubmitEvent, ReactNode } from "react";
import { ErrorAlert } from "../ErrorAlert";

type FormCardProps = {
  // The form's name for screen readers; with `description`, also the card's h1.
  label: string;
  description?: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => unknown;
  // What stopped the form (a rule or the server), above its fields.
  failure?: string | null;
  children: ReactNode;
};

// A page's form in a card: the create and upload screens.
export const FormCard = ({ label, description, onSubmit, failure, children }: FormCardProps) => (
  <Card.Root variant="outline">
    {description && (
      <Card.Header>
        <Heading as="h1" size="2xl">
          {label}
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Card.Header>
    )}
    <Card.Body>
      <form noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="5">
          {failure && <ErrorAlert title={failure} />}
          {children}
        </Stack>
      </form>
    </Card.Body>
  </Card.Root>
);
