import type { ReactNode } from "react";
import { Box, Text, VisuallyHidden } from "@chakra-ui/react";

// One figure of the insight: a term and its value(s) in the surrounding <dl>.
export const Figure = ({ label, value, help }: { label: string; value: ReactNode; help?: string }) => (
  <Box borderWidth="1px" borderRadius="md" p="3">
    <Text as="dt" fontSize="sm" color="fg.muted">
      {label}
    </Text>
    <Text as="dd" fontSize="2xl" fontWeight="semibold">
      {value}
    </Text>
    {help && (
      <Text as="dd" fontSize="sm" color="fg.muted">
        {help}
      </Text>
    )}
  </Box>
);

// A figure that is not defined: a dash to the eye, "Not available" to a screen reader; the reason
// goes beside it, in words, for everyone.
export const NotAvailable = () => (
  <>
    <span aria-hidden="true">—</span>
    <VisuallyHidden>Not available</VisuallyHidden>
  </>
);
