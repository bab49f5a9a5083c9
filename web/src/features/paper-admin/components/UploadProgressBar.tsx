import { HStack, Progress } from "@chakra-ui/react";

type UploadProgressBarProps = {
  // Whole percent, or null while the browser cannot tell how much is sent.
  percent: number | null;
};

// The sent share of an upload. The track is the progressbar (aria-valuenow); the value text is
// announced politely as it changes.
export const UploadProgressBar = ({ percent }: UploadProgressBarProps) => (
  <Progress.Root value={percent} max={100} colorPalette="teal" size="sm" striped={percent === null} animated={percent === null}>
    <HStack justify="space-between" mb="1">
      <Progress.Label>Upload progress</Progress.Label>
      {percent !== null && <Progress.ValueText>{`${percent}%`}</Progress.ValueText>}
    </HStack>
    <Progress.Track aria-label="Upload progress" aria-valuetext={percent === null ? "Uploading" : `${percent}%`}>
      <Progress.Range />
    </Progress.Track>
  </Progress.Root>
);
