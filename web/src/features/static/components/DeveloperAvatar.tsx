import { Box } from "@chakra-ui/react";

type DeveloperAvatarProps = { name: string; size?: string };

// The profile photo: an inline illustration, so the page needs no image download.
export const DeveloperAvatar = ({ name, size = "160px" }: DeveloperAvatarProps) => (
  <Box asChild boxSize={size} flexShrink={0} borderRadius="full" overflow="hidden" borderWidth="4px" borderColor="teal.subtle">
    <svg viewBox="0 0 160 160" role="img" aria-labelledby="developer-avatar-title" xmlns="http://www.w3.org/2000/svg">
      <title id="developer-avatar-title">{`Portrait of ${name}`}</title>
      <rect width="160" height="160" fill="#0f766e" />
      <circle cx="80" cy="64" r="30" fill="#fde7d4" />
      <path d="M50 58c0-20 14-32 30-32s30 12 30 32c-6-10-16-14-30-14s-24 4-30 14z" fill="#1f2937" />
      <circle cx="69" cy="66" r="3" fill="#1f2937" />
      <circle cx="91" cy="66" r="3" fill="#1f2937" />
      <path d="M70 78c6 5 14 5 20 0" stroke="#1f2937" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M28 160c4-34 26-52 52-52s48 18 52 52z" fill="#99f6e4" />
      <path d="M68 112l12 16 12-16" fill="none" stroke="#0f766e" strokeWidth="4" strokeLinejoin="round" />
    </svg>
  </Box>
);
