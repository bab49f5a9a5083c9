import { HStack, Progress, Stack, Text } from "@chakra-ui/react";
import type { DownloadProgress } from "../csv-download";
import { formatBytes } from "../csv-download";

const receivedText = ({ bytes, rows }: DownloadProgress, rowNoun = "learner row"): string =>
  `Received ${rows} ${rows === 1 ? rowNoun : `${rowNoun}s`} (${formatBytes(bytes)})`;

type ExportProgressProps = { progress: DownloadProgress; what?: string; rowNoun?: string };

// The export running: how much of the file has arrived (its size is not known before the end).
export const ExportProgress = ({ progress, what = "the gradebook", rowNoun = "learner row" }: ExportProgressProps) => (
  <Stack gap="2" maxW="md" data-testid="export-progress">
    <Progress.Root value={null} colorPalette="teal" size="sm" striped animated>
      <Progress.Track aria-label="Export progress" aria-valuetext={receivedText(progress, rowNoun)}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted">
        Exporting {what}: {receivedText(progress, rowNoun).replace(/^R/, "r")}
      </Text>
    </HStack>
  </Stack>
);
