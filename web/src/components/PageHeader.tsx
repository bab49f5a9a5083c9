import { Box, Heading, HStack, Text } from "@chakra-ui/react";
import type { ReactNode, Ref } from "react";

type PageHeaderProps = {
  title: ReactNode;
  // A line under the heading saying what the page is for.
  description?: ReactNode;
  // A button or link beside the heading (wraps below it on narrow screens).
  action?: ReactNode;
  // Given, the heading takes focus when what had it is gone (a deleted row's button).
  headingRef?: Ref<HTMLHeadingElement>;
  mb?: string;
};

// The h1 of a page, its description and its main action.
export const PageHeader = ({ title, description, action, headingRef, mb }: PageHeaderProps) => (
  <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap" mb={mb}>
    <Box minW="0">
      <Heading
        as="h1"
        size={{ base: "2xl", md: "3xl" }}
        mb={description ? "2" : undefined}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        _focusVisible={{ outline: "none" }}
      >
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" overflowWrap="anywhere">
          {description}
        </Text>
      )}
    </Box>
    {action}
  </HStack>
);
