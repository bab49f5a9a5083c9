import { Box, List } from "@chakra-ui/react";
import type { AttemptRegradeFieldsFragment } from "../../../graphql/__generated__/graphql";
import { regradeLine } from "../regrades";

// A tutor fixed a question after this attempt: each change of its result, in words (nothing when none did).
export const RegradeList = ({ regrades, label }: { regrades: readonly AttemptRegradeFieldsFragment[]; label: string }) =>
  regrades.length === 0 ? null : (
    <Box borderStartWidth="4px" borderColor="blue.solid" bg="blue.subtle" borderRadius="l2" px="3" py="2">
      <List.Root aria-label={label} variant="plain" gap="1" fontSize="sm">
        {regrades.map((regrade, index) => (
          <List.Item key={`${index}-${regrade.regradedAt}`} overflowWrap="anywhere">
            {regradeLine(regrade)}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
