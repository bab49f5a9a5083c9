import { Alert, Button, Field, Heading, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useId, useRef } from "react";
import { toaster } from "../../../components/ui/toaster";

type NewApiTokenSecretProps = {
  name: string;
  secret: string;
  // The viewer is done with it: the secret leaves the screen for good.
  onDone: () => void;
};

/** Puts the text on the clipboard; false when the browser refused (no permission, no secure context). */
const copyToClipboard = async (text: string): Promise<boolean> => {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

// A token just made: its secret, shown this once (the API keeps only its hash), with a Copy button
// and the warning that it cannot be shown again. It takes the keyboard as it appears.
export const NewApiTokenSecret = ({ name, secret, onDone }: NewApiTokenSecretProps) => {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    // "Copied" only when it was: a refusal says how to copy it by hand.
    if (await copyToClipboard(secret)) {
      toaster.create({ type: "success", title: "Copied", description: `The secret of “${name}” is on your clipboard.`, closable: true });
    } else {
      toaster.create({
        type: "error",
        title: "Could not copy the token",
        description: "Your browser did not allow it: select the token and copy it yourself.",
        closable: true,
      });
    }
  };

  return (
    <Stack
      as="section"
      aria-labelledby={`${id}-title`}
      gap="4"
      borderWidth="2px"
      borderColor="teal.solid"
      borderRadius="xl"
      p={{ base: "4", md: "6" }}
      bg="bg"
      shadow="xs"
    >
      <Heading as="h2" size="lg" id={`${id}-title`} ref={headingRef} tabIndex={-1} _focusVisible={{ outline: "none" }}>
        Your new token “{name}”
      </Heading>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Copy it now: you will not see it again</Alert.Title>
          <Alert.Description>
            LearnHub keeps only a fingerprint of the token, so it cannot show it to you again. Store it somewhere safe, like a password
            manager. If you lose it, revoke it and create another.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Field.Root>
        <Field.Label>Token</Field.Label>
        <Textarea
          readOnly
          value={secret}
          rows={2}
          resize="none"
          fontFamily="mono"
          textStyle="sm"
          bg="bg.muted"
          wordBreak="break-all"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Field.HelperText>
          A tool sends it in the header{" "}
          <Text as="span" fontFamily="mono">
            Authorization: Bearer &lt;token&gt;
          </Text>
          .
        </Field.HelperText>
      </Field.Root>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="teal" onClick={() => void copy()}>
          Copy token
        </Button>
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </HStack>
    </Stack>
  );
};
