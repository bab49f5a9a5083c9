import { Avatar, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";

export type AvatarChange = { file: File | null; remove: boolean };

type AvatarPickerProps = {
  name: string;
  currentUrl: string | null;
  value: AvatarChange;
  onChange: (change: AvatarChange) => void;
  disabled?: boolean;
  // The server's message for the picture (e.g. too large or not an image).
  error?: string;
};

// jsdom and old browsers lack object URLs: the preview then falls back to the initials.
const usePreviewUrl = (file: File | null): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the object URL is made and revoked by this effect
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
};

// Picks a new profile picture (any image, hint PNG, JPG (MAX. 5MB)) with a preview, or removes the current one.
export const AvatarPicker = ({ name, currentUrl, value, onChange, disabled, error }: AvatarPickerProps) => {
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();
  const previewUrl = usePreviewUrl(value.file);
  const shownUrl = value.file ? previewUrl : value.remove ? null : currentUrl;
  const hasPicture = Boolean(value.file) || (!value.remove && Boolean(currentUrl));

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file) onChange({ file, remove: false });
  };

  const handleRemove = () => {
    if (inputRef.current) inputRef.current.value = "";
    onChange({ file: null, remove: Boolean(currentUrl) });
  };

  return (
    <Box role="group" aria-labelledby={titleId}>
      <HStack gap="5" align="center" wrap="wrap">
        <Avatar.Root size="2xl" colorPalette="teal">
          <Avatar.Fallback name={name} />
          {shownUrl && <Avatar.Image src={shownUrl} alt={value.file ? "New profile picture preview" : "Current profile picture"} />}
        </Avatar.Root>
        <Stack gap="2">
          <Text id={titleId} fontWeight="medium" textStyle="sm">
            Profile Picture
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby={hintId}>
              Change Picture
            </Button>
            {hasPicture && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={handleRemove} disabled={disabled}>
                Remove Picture
              </Button>
            )}
          </HStack>
          <Text id={hintId} textStyle="xs" color="fg.muted">
            PNG, JPG (MAX. 5MB)
          </Text>
          {error && (
            <Text textStyle="sm" color="fg.error">
              {error}
            </Text>
          )}
          {value.file && (
            <Box fontSize="sm" color="fg.muted">
              Selected: {value.file.name}
            </Box>
          )}
        </Stack>
      </HStack>
      {/* Opened by the Change Picture button, which keyboard users reach. */}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label="Profile Picture"
        aria-describedby={hintId}
        onChange={handleFile}
        disabled={disabled}
        tabIndex={-1}
        hidden
      />
    </Box>
  );
};
