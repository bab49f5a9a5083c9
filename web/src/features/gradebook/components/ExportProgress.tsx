import { HStack, Progress, Stack, Text } from "@chakra-ui/react";
import type { DownloadProgress } from "../csv-download";
import { formatBytes } from "../csv-download";

export const receivedText = ({ bytes, rows }: DownloadProgress): string =>
  `Received ${rows} ${rows === 1 ? "learner row" : "learner rows"} (${formatBytes(bytes)})`;

// The export running: how much of the file has arrived (its size is not known before the end).
export const ExportProgress = ({ progress }: { progress: DownloadProgress }) => (
  <Stack gap="2" maxW="md" data-testid="export-progress">
    <Progress.Root value={null} colorPalette="teal" size="sm" striped animated>
      <Progress.Track aria-label="Export progress" aria-valuetext={receivedText(progress)}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted">
        Exporting the gradebook: {receivedText(progress).replace(/^R/, "r")}
      </Text>
    </HStack>
  </Stack>
);
