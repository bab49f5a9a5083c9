import { Heading, HStack, Stack, type HeadingProps } from "@chakra-ui/react";
import { useId, type ReactNode, type Ref } from "react";

type SectionProps = {
  title: string;
  children: ReactNode;
  // A bordered card (the profile's sections) rather than open on the page.
  boxed?: boolean;
  size?: HeadingProps["size"];
  // Beside the heading (a filter).
  action?: ReactNode;
  // Given, the heading takes focus when what had it is gone (a deleted row's button).
  headingRef?: Ref<HTMLHeadingElement>;
  busy?: boolean;
};

// A region named by its h2, so screen readers list it among the page's landmarks.
export const Section = ({ title, children, boxed = false, size = "lg", action, headingRef, busy }: SectionProps) => {
  const id = useId();
  const heading = (
    <Heading as="h2" id={id} size={size} ref={headingRef} tabIndex={headingRef ? -1 : undefined} _focus={{ outline: "none" }}>
      {title}
    </Heading>
  );
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      aria-busy={busy}
      gap="4"
      {...(boxed && { borderWidth: "1px", borderRadius: "xl", p: { base: "4", md: "6" }, bg: "bg", shadow: "xs" })}
    >
      {action ? (
        <HStack justify="space-between" wrap="wrap" gap="3">
          {heading}
          {action}
        </HStack>
      ) : (
        heading
      )}
      {children}
    </Stack>
  );
};
